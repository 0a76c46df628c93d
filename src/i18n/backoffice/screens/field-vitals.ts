/**
 * The admin desk's Web Vitals panel (src/features/backoffice/dashboard/vitals-panel.tsx), read with
 * `t('fieldVitals:<key>')`.
 */
export const fieldVitalsTexts = {
  en: {
    title: 'Page speed for real visitors (p75, last 4 weeks)',
    intro:
      'From visitors who allowed analytics, once per page view. Three in four visits were at least this fast; the dashed line is Google’s “good”.',
    LCP: 'Largest paint (LCP), milliseconds',
    INP: 'Response to input (INP), milliseconds',
    CLS: 'Layout shift (CLS), score',
    page: 'Page',
    weekOf: 'Week of {{week}}',
    allWeeks: 'All 4 weeks',
    visits: 'Visits measured',
    good: 'Good up to {{value}}',
    none: 'No measurements in these weeks.',
  },
  pt: {
    title: 'Velocidade das páginas para visitantes reais (p75, últimas 4 semanas)',
    intro:
      'De visitantes que permitiram a análise, uma vez por página vista. Três em cada quatro visitas foram pelo menos tão rápidas; a linha tracejada é o “bom” da Google.',
    LCP: 'Maior pintura (LCP), milissegundos',
    INP: 'Resposta à interação (INP), milissegundos',
    CLS: 'Deslocamento do layout (CLS), pontuação',
    page: 'Página',
    weekOf: 'Semana de {{week}}',
    allWeeks: 'As 4 semanas',
    visits: 'Visitas medidas',
    good: 'Bom até {{value}}',
    none: 'Sem medições nestas semanas.',
  },
  uk: {
    title: 'Швидкість сторінок для реальних відвідувачів (p75, останні 4 тижні)',
    intro:
      'Від відвідувачів, які дозволили аналітику, один раз на перегляд сторінки. Три з чотирьох візитів були щонайменше такими швидкими; пунктирна лінія — «добре» за Google.',
    LCP: 'Найбільше відображення (LCP), мілісекунди',
    INP: 'Відгук на дію (INP), мілісекунди',
    CLS: 'Зсув макета (CLS), оцінка',
    page: 'Сторінка',
    weekOf: 'Тиждень з {{week}}',
    allWeeks: 'Усі 4 тижні',
    visits: 'Виміряні візити',
    good: 'Добре до {{value}}',
    none: 'За ці тижні вимірювань немає.',
  },
} as const
