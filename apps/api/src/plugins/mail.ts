import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { loadNodemailer } from '../lib/lazy-modules';

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message (a visit's .ics). */
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each message is written to the log
 * (without its body, which may hold a token) and as an .eml file under DATA_DIR/outbox.
 */
export function createMailer(opts: {
  smtpUrl: string | null;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  // The transport (and nodemailer) is made on the first message.
  if (opts.smtpUrl) {
    const smtpUrl = opts.smtpUrl;
    let transport: Transporter | undefined;
    return {
      async send(m) {
        transport ??= (await loadNodemailer()).createTransport(smtpUrl);
        await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html, attachments: m.attachments });
        opts.log.info({ to: m.to, subject: m.subject }, 'mail sent');
      },
      close: () => transport?.close(),
    };
  }
  const outbox = path.join(opts.dataDir, 'outbox');
  let stream: Transporter | undefined;
  return {
    async send(m) {
      stream ??= (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      const info = await stream.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html, attachments: m.attachments });
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${m.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`;
      const file = path.join(outbox, name);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      opts.log.info({ to: m.to, subject: m.subject, file }, 'mail written to the outbox (no SMTP_URL configured)');
    },
    close: () => undefined,
  };
}
