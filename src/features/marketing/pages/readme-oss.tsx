import { PageHeader } from '@/features/site/PageHeader'
import { TitledSection } from '@/features/site/TitledSection'

import styles from '../marketing.module.css'
import { readOssNotices } from '../oss-notices'
import { marketingMessages, pageHeader, type PageProps } from './start'
import { formatDate } from '@/i18n/format'

/** Open-source notices, generated from the installed production dependencies at build time. */
export async function ReadmeOssPage({ locale }: PageProps) {
  const [t, notices] = await Promise.all([marketingMessages(locale), readOssNotices()])
  const date = formatDate(locale, notices?.generatedAt)
  return (
    <div className="container">
      <PageHeader locale={locale} pageKey="readmeOss" {...await pageHeader(locale, 'readmeOss')} />
      {notices ? (
        <>
          <p>{t('oss.summary', { count: notices.packages.length })}</p>
          <p className={styles.meta}>{t('oss.generated', { date })}</p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('oss.package')}</th>
                  <th scope="col">{t('oss.version')}</th>
                  <th scope="col">{t('oss.licence')}</th>
                </tr>
              </thead>
              <tbody>
                {notices.packages.map((p) => (
                  <tr key={`${p.name}@${p.version}`}>
                    <td>
                      <a href={p.homepage} rel="noopener nofollow" lang="en">
                        {p.name}
                      </a>
                      {p.copyright.map((line) => (
                        <div key={line} className={styles.meta} lang="en">
                          {line}
                        </div>
                      ))}
                    </td>
                    <td>{p.version}</td>
                    <td lang="en">{p.licence}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <TitledSection headingId="licence-texts" heading={t('oss.licence')}>
            {Object.entries(notices.licenceTexts).map(([licence, text]) => (
              <details key={licence}>
                <summary>{t('oss.showText', { name: licence })}</summary>
                <pre className={styles.table} lang="en">
                  {text}
                </pre>
              </details>
            ))}
          </TitledSection>
        </>
      ) : (
        <p>{t('oss.missing')}</p>
      )}
    </div>
  )
}
