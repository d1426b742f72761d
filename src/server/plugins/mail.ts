import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** 'outbox' writes .eml files instead of sending; codes are then logged too, so a developer can sign up. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /**
     * Sends in the background: the answer must not wait on (or reveal, by its timing) the mail.
     * Failures are logged; close waits for mails still on their way.
     */
    deliverMail: (message: MailMessage) => void;
  }
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}

export function createOutboxMailer(outboxDir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(outboxDir, name), info.message as Buffer);
    },
    async close() {
      transport.close();
    },
  };
}

async function mailPlugin(app: FastifyInstance, opts: { config: Config; mailer?: Mailer }) {
  const { config } = opts;
  const mailer =
    opts.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom));
  app.log.info({ mail: mailer.kind }, 'mail ready');
  app.decorate('mailer', mailer);
  const pending = new Set<Promise<void>>();
  app.decorate('deliverMail', (message: MailMessage) => {
    const sending = mailer
      .send(message)
      .catch((err) => app.log.error({ err, to: message.to, subject: message.subject }, 'mail delivery failed'))
      .finally(() => pending.delete(sending));
    pending.add(sending);
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
    await mailer.close();
  });
}

export default fp(mailPlugin, { name: 'mail' });
