// The staff mails' words. Staff read the console in English (its own catalogue), so their mail is
// English only, whatever the program's languages; the participants' mail texts are in messages.ts.

export const STAFF_MAIL_TEXTS = {
  footer: 'You receive this message as staff of {program}.',
  inviteSubject: 'You are invited to run {program}',
  inviteIntro: '{inviter} invited you to the console of {program} as {role}. Choose a password to sign in.',
  inviteAction: 'Choose your password',
  resetSubject: 'Choose a new console password',
  resetIntro: 'Someone asked to reset the password of your console account for {program}. Choose a new one with this link.',
  resetAction: 'Choose a new password',
  resetIgnore: 'If you did not ask for this, ignore this message: your password stays as it is.',
} as const;
