import nodemailer, { type Transporter } from 'nodemailer';

/** One plain-text e-mail to a shopper. */
interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends an e-mail through the shop's mail server (nodemailer over SMTP). A failure throws. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** A mailer sending from `from` through `transport`: an SMTP address (smtp://, smtps://) or a nodemailer transport. */
export function createMailer(transport: string | Transporter, from: string): Mailer {
  const transporter = typeof transport === 'string' ? nodemailer.createTransport(transport) : transport;
  return {
    async send({ to, subject, text }) {
      await transporter.sendMail({ from, to, subject, text });
    },
  };
}

/** The shop's mailer when SMTP_URL is set (MAIL_FROM is then required: config/setting-rules.ts); none otherwise, and no e-mail goes out. */
export function mailerFromEnv(env: {
  SMTP_URL?: string | undefined;
  MAIL_FROM?: string | undefined;
}): Mailer | undefined {
  return env.SMTP_URL && env.MAIL_FROM ? createMailer(env.SMTP_URL, env.MAIL_FROM) : undefined;
}
