import type { Article } from './types.ts';

export const HELP_DESK_HOURS = '8 AM to 8 PM';

export const pphelp: Article = {
  sections: [
    {
      paragraphs: [
        "Parents pay fees in the Parent Portal, the school's fee payment site, or in the school mobile app. Homework and circulars are on this website, under Download. Use the mobile number registered with the school to log in.",
      ],
    },
    {
      heading: 'Pay Fees Online (Website)',
      steps: [
        'Open the Online Payment button on the home page, or log in with Parent Login on this website and choose Pay fees in the Parent Portal.',
        'Log in to the Parent Portal with your registered mobile number and password.',
        'Select the student and the instalment you wish to pay.',
        'Check the amount, then choose a payment method: UPI, debit card, credit card or net banking.',
        'Complete the payment on the bank page. Do not press Back or close the window.',
        'Download the receipt. It is also sent to your registered mobile number.',
      ],
    },
    {
      heading: 'Pay Fees in the Mobile App',
      steps: [
        'Install the school app from the Google Play Store or the Apple App Store.',
        'Log in with your registered mobile number and the one-time password (OTP) sent to it.',
        'Tap Fees on the home screen and select the student.',
        'Tap Pay Now next to the instalment due and choose a payment method.',
        'After payment, the receipt appears under Fees > History.',
      ],
    },
    {
      heading: 'Help Desk',
      paragraphs: [
        `The parent portal help desk is available from ${HELP_DESK_HOURS} on all working days.`,
        'If a payment was deducted but no receipt was issued, wait 24 hours before paying again; the amount is reconciled automatically or refunded by the bank.',
      ],
    },
  ],
};
