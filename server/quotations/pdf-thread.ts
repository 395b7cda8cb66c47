// Quotations' PDFs drawn beside the server, not on it: pdfkit lays out and compresses a quotation in 85–160 ms of
// one core (the first, with pdfkit and the fonts loaded, about 700 ms), and on the server's own thread every visitor's
// page waited for it. One worker thread (piscina's pool of one) draws them in turn, at a lower priority than the server
// where the system allows it; it starts with the first PDF asked for and stops after five minutes without one. Waiting for
// work, it does not hold the process open (piscina unrefs an idle thread), so a server that closes exits.
import { Piscina } from 'piscina';

import type { QuotationDocument } from '../../common/quotation.ts';

/** How long the drawing thread waits for the next PDF before it stops (and frees pdfkit's memory). */
const IDLE_MS = 5 * 60_000;

let pool: Piscina | undefined;

const drawing = () =>
  (pool ??= new Piscina({
    filename: new URL('./pdf-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: IDLE_MS,
    // Below the server's own thread, which answers visitors (a no-op where @napi-rs/nice is not installed).
    niceIncrement: 5,
  }));

/**
 * Starts the thread and loads pdfkit and the fonts in it when a quotation's page is opened: the download tapped next
 * does not wait for them. A failure here is left to that PDF to report.
 */
export function prepareQuotationPdfs(): void {
  drawing()
    .run(null, { name: 'prepare' })
    .catch(() => undefined);
}

/** The quotation as an A4 PDF (./pdf.ts), drawn in the worker thread. */
export async function quotationPdf(document: QuotationDocument): Promise<Buffer> {
  const bytes = (await drawing().run(document)) as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
