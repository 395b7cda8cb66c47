// The worker thread that draws quotations' PDFs (pdf-thread.ts keeps it). Plain JavaScript, as svg-clean-worker.mjs,
// so that Node starts it as it is under `node --import tsx` and vitest alike; it registers tsx for the TypeScript it
// imports. Piscina calls its default export with a quotation's document and sends back what it returns; `prepare` loads
// what the first PDF needs before it is asked for.
import { register } from 'tsx/esm/api';

register();
const { pdfTools, quotationPdf } = await import('./pdf.ts');

export default function draw(document) {
  return quotationPdf(document);
}

export async function prepare() {
  await pdfTools();
}
