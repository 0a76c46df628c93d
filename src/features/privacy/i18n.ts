/**
 * The person-request screen's texts in the back office's three languages (Payload's
 * `t('privacy:<key>')`, registered in src/features/backoffice/i18n.ts; checked by i18n.test.ts).
 */
export const privacyTexts = {
  en: {
    title: 'Requests of a person',
    intro:
      'What does the site hold about a person? Enter their e-mail address or phone number (any format the forms take), then export what is found or erase it.',
    queryLabel: 'E-mail address or phone number',
    countryLabel: 'Country of a number without +code',
    countryAny: 'Any of the site’s countries (GB, MY, PT, UA)',
    search: 'Search',
    searching: 'Searching…',
    invalid: 'Enter an e-mail address or a phone number.',
    nothing: 'Nothing is held about {{query}}.',
    found: 'Records holding {{query}}: {{count}}.',
    kind: 'Kind',
    record: 'Record',
    received: 'Received',
    status: 'Status',
    anonymised: 'anonymised',
    exportJson: 'Export JSON',
    exportCsv: 'Export CSV',
    erase: 'Erase…',
    anonymise: 'Anonymise…',
    confirmErase:
      'Erase these {{count}} records? Submissions and comments are deleted; orders and payments are anonymised, because accounting law requires keeping them. This cannot be undone.',
    confirmAnonymise:
      'Anonymise these {{count}} records? Their personal fields are emptied; the records and their figures stay. This cannot be undone.',
    confirm: 'Yes, do it',
    cancel: 'Cancel',
    done: 'Done: {{erased}} erased, {{anonymised}} anonymised.',
    failed: 'It did not work: {{error}}',
    notAllowed: 'Only admins handle the requests of a person.',
    audited: 'Each search, export and erasure is written to the audit log with your name.',
    auditLink: 'What the audit log holds about this person',
  },
  pt: {
    title: 'Pedidos de uma pessoa',
    intro:
      'O que guarda o site sobre uma pessoa? Introduza o e-mail ou o telefone dela (em qualquer formato que os formulários aceitam) e depois exporte o que for encontrado ou apague-o.',
    queryLabel: 'E-mail ou número de telefone',
    countryLabel: 'País de um número sem indicativo',
    countryAny: 'Qualquer país do site (GB, MY, PT, UA)',
    search: 'Procurar',
    searching: 'A procurar…',
    invalid: 'Introduza um e-mail ou um número de telefone.',
    nothing: 'Nada está guardado sobre {{query}}.',
    found: 'Registos com {{query}}: {{count}}.',
    kind: 'Tipo',
    record: 'Registo',
    received: 'Recebido',
    status: 'Estado',
    anonymised: 'anonimizado',
    exportJson: 'Exportar JSON',
    exportCsv: 'Exportar CSV',
    erase: 'Apagar…',
    anonymise: 'Anonimizar…',
    confirmErase:
      'Apagar estes {{count}} registos? Os pedidos e comentários são eliminados; encomendas e pagamentos são anonimizados, porque a lei contabilística obriga a guardá-los. Não pode ser desfeito.',
    confirmAnonymise:
      'Anonimizar estes {{count}} registos? Os campos pessoais são esvaziados; os registos e os seus números ficam. Não pode ser desfeito.',
    confirm: 'Sim, fazer',
    cancel: 'Cancelar',
    done: 'Feito: {{erased}} apagados, {{anonymised}} anonimizados.',
    failed: 'Não resultou: {{error}}',
    notAllowed: 'Só administradores tratam os pedidos de uma pessoa.',
    audited: 'Cada pesquisa, exportação e eliminação fica no registo de auditoria com o seu nome.',
    auditLink: 'O que o registo de auditoria tem sobre esta pessoa',
  },
  uk: {
    title: 'Запити особи',
    intro:
      'Що сайт зберігає про особу? Введіть її e-mail або номер телефону (у будь-якому форматі, який приймають форми), а потім експортуйте знайдене або видаліть його.',
    queryLabel: 'E-mail або номер телефону',
    countryLabel: 'Країна номера без коду',
    countryAny: 'Будь-яка країна сайту (GB, MY, PT, UA)',
    search: 'Шукати',
    searching: 'Шукаємо…',
    invalid: 'Введіть e-mail або номер телефону.',
    nothing: 'Про {{query}} нічого не зберігається.',
    found: 'Записи з {{query}}: {{count}}.',
    kind: 'Тип',
    record: 'Запис',
    received: 'Отримано',
    status: 'Статус',
    anonymised: 'знеособлено',
    exportJson: 'Експорт JSON',
    exportCsv: 'Експорт CSV',
    erase: 'Видалити…',
    anonymise: 'Знеособити…',
    confirmErase:
      'Видалити ці записи ({{count}})? Заявки й коментарі видаляються; замовлення й платежі знеособлюються, бо закон про облік вимагає їх зберігати. Скасувати неможливо.',
    confirmAnonymise:
      'Знеособити ці записи ({{count}})? Особисті поля очищаються; записи та їхні цифри залишаються. Скасувати неможливо.',
    confirm: 'Так, виконати',
    cancel: 'Скасувати',
    done: 'Готово: видалено {{erased}}, знеособлено {{anonymised}}.',
    failed: 'Не вдалося: {{error}}',
    notAllowed: 'Запити особи обробляють лише адміністратори.',
    audited: 'Кожен пошук, експорт і видалення записується в журнал аудиту з вашим іменем.',
    auditLink: 'Що журнал аудиту містить про цю особу',
  },
} as const

export type PrivacyKey = keyof (typeof privacyTexts)['en']
export const pv = (key: PrivacyKey) => `privacy:${key}` as const
