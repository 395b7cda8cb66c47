// Test helper: a real SMTP server on 127.0.0.1 and a port of its own (smtp-server) that keeps every message it
// is sent, so that the server's e-mails go out through SMTP_URL as in production — nodemailer's own transport,
// nothing mocked — and the tests read what arrived: the envelope, the header block as sent, and the message
// decoded (mailparser). Plain SMTP without STARTTLS or AUTH: nodemailer then speaks it as to any mail server
// that offers neither.
import { createServer, type AddressInfo } from 'node:net';

import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** MAIL FROM and RCPT TO: who the mail server was told the message is from and for. */
  envelope: { from: string; to: string[] };
  /** The header block as it arrived, one entry per header with its folded lines joined. */
  headers: string[];
  /** The message decoded: addresses, subject, text. */
  parsed: ParsedMail;
}

export interface SmtpCatcher {
  /** The SMTP_URL that reaches it. */
  url: string;
  /** Every message received so far, in order. */
  mails: CaughtMail[];
  close: () => Promise<void>;
}

/** The header block of a raw message, each header's folded lines joined into one (RFC 5322 §2.2.3). */
function headerBlock(raw: string): string[] {
  const end = raw.indexOf('\r\n\r\n');
  return raw
    .slice(0, end === -1 ? raw.length : end)
    .split('\r\n')
    .reduce<string[]>((headers, line) => {
      if (/^[ \t]/.test(line) && headers.length > 0) headers[headers.length - 1] += line;
      else headers.push(line);
      return headers;
    }, []);
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // The message is kept before the server answers 250, so a sender whose sendMail has resolved finds it here.
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then((parsed) => {
          mails.push({
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
            },
            headers: headerBlock(raw.toString('latin1')),
            parsed,
          });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP_URL where nothing listens: a port that was free a moment ago on 127.0.0.1. */
export async function closedSmtpUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}
