import { LoginView as PayloadLoginView } from '@payloadcms/next/views'
import type { AdminViewServerProps } from 'payload'
import { getSafeRedirect } from 'payload/shared'
import QRCode from 'qrcode'

import { sf } from '@/i18n/backoffice/screens/second-factor'
import { pendingLogin } from '../sessions'
import { enrolmentSecret } from '../verify'
import { SecondFactorStep } from './SecondFactorStep'

const issuer = 'Voltra back office'

/**
 * The back office's login view (`admin.components.views.login`): Payload's own login form, or, when
 * the request's cookie belongs to a login that passed the password and waits for its second factor,
 * that second step (enrolment with a QR code at an account's first login, else the code). The QR
 * code and the secret go to the step's client component, which drops them once enrolment is
 * confirmed.
 */
export async function LoginView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const context = req.user ? null : await pendingLogin(req.payload, req.headers)
  if (!context) return <PayloadLoginView {...props} />
  const t = req.i18n.t as (key: string, vars?: Record<string, string>) => string
  const enrolment = await enrolmentSecret(req.payload, context, issuer)
  const qrSvg = enrolment
    ? await QRCode.toString(enrolment.uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
    : null
  const redirect = getSafeRedirect({
    fallbackTo: req.payload.config.routes.admin,
    redirectTo: (props.searchParams?.redirect as string | undefined) ?? '',
  })
  return (
    <section aria-labelledby="second-factor-title" style={{ maxWidth: '28rem', width: '100%' }}>
      <h1 id="second-factor-title" style={{ marginBottom: '1rem' }}>
        {t(enrolment ? sf('enrolTitle') : sf('verifyTitle'))}
      </h1>
      <SecondFactorStep
        account={context.user.email}
        redirect={redirect}
        enrolment={
          enrolment ? (
            <div data-second-factor="enrolment">
              <p>{t(sf('enrolIntro'))}</p>
              <div
                data-second-factor="qr"
                role="img"
                aria-label={t(sf('enrolTitle'))}
                style={{ width: '12rem', margin: '1rem 0', background: '#fff' }}
                dangerouslySetInnerHTML={{ __html: qrSvg ?? '' }}
              />
              <p>
                {t(sf('secretLabel'))}{' '}
                <code data-second-factor="secret" style={{ wordBreak: 'break-all' }}>
                  {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
                </code>
              </p>
            </div>
          ) : undefined
        }
      />
    </section>
  )
}
