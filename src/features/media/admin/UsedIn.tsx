import type { UIFieldServerComponent } from 'payload'

import { findMediaUsages } from '../usage'

const texts = {
  en: {
    heading: 'Used in',
    none: 'Not used by any document: it can be deleted.',
    note: 'An image in use cannot be deleted.',
  },
  uk: {
    heading: 'Де використано',
    none: 'Жоден документ його не використовує: можна видалити.',
    note: 'Зображення, яке використовується, видалити не можна.',
  },
  pt: {
    heading: 'Usada em',
    none: 'Nenhum documento a usa: pode ser eliminada.',
    note: 'Uma imagem em uso não pode ser eliminada.',
  },
}

/** The documents that show this image, with links, on the image's edit view. */
export const UsedIn: UIFieldServerComponent = async ({ id, payload, req, i18n }) => {
  if (id === undefined || id === null || id === '') return null
  const language = (i18n?.language ?? 'en').split('-')[0]
  const t = texts[language === 'uk' ? 'uk' : language === 'pt' ? 'pt' : 'en']
  const usages = await findMediaUsages(payload, id, req)
  return (
    <section
      aria-labelledby="media-used-in"
      className="field-type"
      style={{ marginBottom: 'var(--base, 20px)' }}
      data-testid="media-used-in"
    >
      <h3 id="media-used-in" style={{ fontSize: 'inherit', margin: '0 0 6px' }}>
        {t.heading}
      </h3>
      {usages.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <>
          <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
            {usages.map((usage) => (
              <li key={`${usage.collection}:${usage.id ?? ''}`}>
                <a href={usage.href}>
                  {usage.id === null ? usage.label : `${usage.label} “${usage.title}”`}
                </a>
              </li>
            ))}
          </ul>
          <p className="field-description">{t.note}</p>
        </>
      )}
    </section>
  )
}
