import nodemailer from 'nodemailer';
import type { Notifier, OutgoingMessage } from './notifier.ts';

/**
 * Delivers verification codes by e-mail through an SMTP server (`SMTP_URL`, e.g.
 * `smtps://user:pass@mail.example.com:465`), with nodemailer: the kept library for SMTP in Node
 * (connection pooling, TLS, authentication). Text messages to phones have no provider here: a
 * deployment that offers phone codes plugs one in beside this.
 */
export class SmtpNotifier implements Notifier {
  private readonly transport: nodemailer.Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'email') throw new Error('no SMS provider is configured for phone codes');
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  }

  close(): void {
    this.transport.close();
  }
}
