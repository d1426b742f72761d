import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on 127.0.0.1:0 that keeps every message it receives, parsed. */
export class MailCatcher {
  readonly mails: CaughtMail[] = [];
  private waiters: { match: (m: CaughtMail) => boolean; resolve: (m: CaughtMail) => void }[] = [];
  private server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        // A mail that cannot be parsed is refused (the sender sees the error) instead of leaving
        // the SMTP session waiting for an answer that never comes.
        PostalMime.parse(Buffer.concat(chunks)).then((parsed) => {
          const mail: CaughtMail = {
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html ?? '',
          };
          this.mails.push(mail);
          this.waiters = this.waiters.filter((w) => (w.match(mail) ? (w.resolve(mail), false) : true));
          callback();
        }, callback);
      });
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The next mail to this address (or one already caught and not yet taken). */
  next(to: string, timeoutMs = 5000): Promise<CaughtMail> {
    const index = this.mails.findIndex((m) => m.to.includes(to));
    if (index >= 0) return Promise.resolve(this.mails.splice(index, 1)[0]);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        match: (m) => m.to.includes(to),
        resolve: (m) => {
          clearTimeout(timer);
          this.mails.splice(this.mails.indexOf(m), 1);
          resolve(m);
        },
      });
    });
  }

  /** The 4-digit code in a mail's text. */
  static code(mail: CaughtMail): string {
    const match = /^\s+(\d{4})\s*$/m.exec(mail.text);
    if (!match) throw new Error(`no code in mail: ${mail.text}`);
    return match[1];
  }
}
