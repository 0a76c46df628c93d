/** The second factor's texts (Payload's `t('secondFactor:<key>')`). */
export const secondFactorTexts = {
  en: {
    enrolTitle: 'Set up your second factor',
    enrolIntro:
      'Your account needs a code from an authenticator app (for example Aegis, Google Authenticator, Microsoft Authenticator or 1Password) besides your password. Scan this QR code with the app, then enter the 6-digit code it shows.',
    secretLabel: 'Cannot scan? Enter this key in the app:',
    verifyTitle: 'Second factor',
    verifyIntro:
      'Enter the 6-digit code your authenticator app shows for {{account}}, or one of your recovery codes.',
    recoveryVerifyIntro:
      'Enter one of the recovery codes you kept when you set up the second factor (like ABCDE-FGHJK). Each works once.',
    codeLabel: 'Code from the app',
    recoveryLabel: 'Recovery code',
    codeOrRecoveryLabel: 'Code from the app or a recovery code',
    useRecovery: 'Lost your phone? Use a recovery code',
    useApp: 'Use a code from the app',
    submit: 'Continue',
    checking: 'Checking…',
    wrongCode: 'This code is not valid or was already used. Wait for the next one and try again.',
    wrongRecoveryCode:
      'This recovery code is not valid or was already used. Check it, or use another one.',
    tooMany: 'Too many wrong codes. Log in again.',
    expired: 'This login has expired. Log in again.',
    failed: 'Something went wrong. Try again.',
    recoveryTitle: 'Your recovery codes',
    recoveryIntro:
      'Each code lets you in once if you lose your phone. Keep them somewhere safe (a password manager, or printed): they are shown only now.',
    recoveryDone: 'I have kept them: continue',
    copyCodes: 'Copy',
    copied: 'Copied.',
    copyFailed: 'Could not copy: select the codes and copy them.',
    downloadCodes: 'Download (.txt)',
    codesFileHeading: 'Recovery codes of {{account}} for the Voltra back office. Each works once.',
    cancel: 'Log out',
    fieldLabel: 'Second factor',
    enrolledOn: 'Set up on {{date}}.',
    notEnrolled: 'Not set up: it is set up at the next login where required.',
    reset: 'Reset second factor',
    resetConfirm: 'Really reset? The account then sets up a new second factor at its next login.',
    resetDone: 'Reset: a new second factor is set up at the next login.',
  },
  pt: {
    enrolTitle: 'Configure o seu segundo fator',
    enrolIntro:
      'A sua conta precisa de um código de uma aplicação de autenticação (por exemplo Aegis, Google Authenticator, Microsoft Authenticator ou 1Password) além da palavra-passe. Leia este código QR com a aplicação e introduza o código de 6 dígitos que ela mostra.',
    secretLabel: 'Não consegue ler? Introduza esta chave na aplicação:',
    verifyTitle: 'Segundo fator',
    verifyIntro:
      'Introduza o código de 6 dígitos que a aplicação mostra para {{account}}, ou um dos seus códigos de recuperação.',
    recoveryVerifyIntro:
      'Introduza um dos códigos de recuperação que guardou ao configurar o segundo fator (como ABCDE-FGHJK). Cada um funciona uma vez.',
    codeLabel: 'Código da aplicação',
    recoveryLabel: 'Código de recuperação',
    codeOrRecoveryLabel: 'Código da aplicação ou de recuperação',
    useRecovery: 'Perdeu o telemóvel? Use um código de recuperação',
    useApp: 'Usar um código da aplicação',
    submit: 'Continuar',
    checking: 'A verificar…',
    wrongCode: 'Este código não é válido ou já foi usado. Aguarde o próximo e tente de novo.',
    wrongRecoveryCode:
      'Este código de recuperação não é válido ou já foi usado. Verifique-o ou use outro.',
    tooMany: 'Demasiados códigos errados. Inicie sessão de novo.',
    expired: 'Este início de sessão expirou. Inicie sessão de novo.',
    failed: 'Algo correu mal. Tente de novo.',
    recoveryTitle: 'Os seus códigos de recuperação',
    recoveryIntro:
      'Cada código permite entrar uma vez se perder o telemóvel. Guarde-os num lugar seguro (um gestor de palavras-passe, ou impressos): só são mostrados agora.',
    recoveryDone: 'Já os guardei: continuar',
    copyCodes: 'Copiar',
    copied: 'Copiados.',
    copyFailed: 'Não foi possível copiar: selecione os códigos e copie-os.',
    downloadCodes: 'Descarregar (.txt)',
    codesFileHeading:
      'Códigos de recuperação de {{account}} para o back office da Voltra. Cada um funciona uma vez.',
    cancel: 'Terminar sessão',
    fieldLabel: 'Segundo fator',
    enrolledOn: 'Configurado em {{date}}.',
    notEnrolled: 'Não configurado: é configurado no próximo início de sessão onde for exigido.',
    reset: 'Repor segundo fator',
    resetConfirm:
      'Repor mesmo? A conta configura então um novo segundo fator no próximo início de sessão.',
    resetDone: 'Reposto: um novo segundo fator é configurado no próximo início de sessão.',
  },
  uk: {
    enrolTitle: 'Налаштуйте другий фактор',
    enrolIntro:
      'Окрім пароля, ваш обліковий запис потребує коду із застосунку-автентифікатора (наприклад, Aegis, Google Authenticator, Microsoft Authenticator або 1Password). Відскануйте цей QR-код застосунком і введіть 6-значний код, який він покаже.',
    secretLabel: 'Не вдається відсканувати? Введіть цей ключ у застосунку:',
    verifyTitle: 'Другий фактор',
    verifyIntro:
      'Введіть 6-значний код, який застосунок показує для {{account}}, або один із кодів відновлення.',
    recoveryVerifyIntro:
      'Введіть один із кодів відновлення, які ви зберегли під час налаштування другого фактора (на кшталт ABCDE-FGHJK). Кожен діє один раз.',
    codeLabel: 'Код із застосунку',
    recoveryLabel: 'Код відновлення',
    codeOrRecoveryLabel: 'Код із застосунку або код відновлення',
    useRecovery: 'Загубили телефон? Скористайтеся кодом відновлення',
    useApp: 'Використати код із застосунку',
    submit: 'Продовжити',
    checking: 'Перевіряємо…',
    wrongCode: 'Цей код недійсний або вже використаний. Дочекайтеся наступного й спробуйте ще раз.',
    wrongRecoveryCode:
      'Цей код відновлення недійсний або вже використаний. Перевірте його або скористайтеся іншим.',
    tooMany: 'Забагато неправильних кодів. Увійдіть ще раз.',
    expired: 'Час цього входу минув. Увійдіть ще раз.',
    failed: 'Щось пішло не так. Спробуйте ще раз.',
    recoveryTitle: 'Ваші коди відновлення',
    recoveryIntro:
      'Кожен код дозволяє увійти один раз, якщо ви загубите телефон. Збережіть їх у надійному місці (менеджер паролів або роздруківка): вони показуються лише зараз.',
    recoveryDone: 'Я їх зберіг: продовжити',
    copyCodes: 'Копіювати',
    copied: 'Скопійовано.',
    copyFailed: 'Не вдалося скопіювати: виділіть коди й скопіюйте їх.',
    downloadCodes: 'Завантажити (.txt)',
    codesFileHeading: 'Коди відновлення для {{account}} у бек-офісі Voltra. Кожен діє один раз.',
    cancel: 'Вийти',
    fieldLabel: 'Другий фактор',
    enrolledOn: 'Налаштовано {{date}}.',
    notEnrolled: 'Не налаштовано: налаштовується під час наступного входу, де це вимагається.',
    reset: 'Скинути другий фактор',
    resetConfirm:
      'Справді скинути? Тоді під час наступного входу обліковий запис налаштує новий другий фактор.',
    resetDone: 'Скинуто: новий другий фактор налаштовується під час наступного входу.',
  },
} as const

export type SecondFactorKey = keyof (typeof secondFactorTexts)['en']
export const sf = (key: SecondFactorKey) => `secondFactor:${key}` as const
