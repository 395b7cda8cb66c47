// Draws the API's original illustrations (server/media/images/**) from simple shapes in the brand
// colours. Run `npx tsx server/media/draw-artwork.ts` after changing a drawing, and bump the
// version in the file name (…-v2.svg) and in the content so cached copies are replaced.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { motifs, palettes, type Palette } from './artwork-motifs.ts';
import { MEDIA_DIR } from './index.ts';

function svg(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${title}">` +
    `<title>${title}</title>${body}</svg>\n`
  );
}

/** A section picture: the motif on a soft tinted panel (800 × 600). */
export function sectionImage(name: string, title: string, palette: Palette): string {
  const motif = motifs[name];
  if (!motif) throw new Error(`No motif ${name}`);
  return svg(
    800,
    600,
    title,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.tint}"/><stop offset="1" stop-color="${palette.tint2}"/></linearGradient></defs>` +
      `<rect width="800" height="600" fill="url(#bg)"/>` +
      `<circle cx="690" cy="110" r="150" fill="${palette.primary}" opacity=".08"/><circle cx="110" cy="520" r="170" fill="${palette.secondary}" opacity=".08"/>` +
      Array.from({ length: 6 }, (_, i) => `<circle cx="${70 + i * 22}" cy="70" r="4" fill="${palette.accent}" opacity=".7"/>`).join('') +
      `<g transform="translate(100 50) scale(1.5)">${motif(palette)}</g>`,
  );
}

/** A service cover (1200 × 800): a deep brand gradient, a pattern and the service's motif. */
export function serviceImage(name: string, title: string, palette: Palette, variant: number): string {
  const motif = motifs[name];
  if (!motif) throw new Error(`No motif ${name}`);
  const angle = [20, 160, 60, 120][variant % 4] ?? 0;
  const pattern =
    variant % 2 === 0
      ? Array.from(
          { length: 8 },
          (_, i) =>
            `<circle cx="${980 - i * 4}" cy="${-40 + i * 2}" r="${120 + i * 70}" fill="none" stroke="#fff" stroke-width="2" opacity=".07"/>`,
        ).join('')
      : Array.from({ length: 12 }, (_, r) =>
          Array.from({ length: 6 }, (_, c) => `<circle cx="${40 + c * 34}" cy="${40 + r * 34}" r="4" fill="#fff" opacity=".14"/>`).join(''),
        ).join('');
  return svg(
    1200,
    800,
    title,
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${palette.primary}"/><stop offset="1" stop-color="${palette.ink}"/></linearGradient>` +
      `<radialGradient id="glow"><stop offset="0" stop-color="${palette.secondary}" stop-opacity=".65"/><stop offset="1" stop-color="${palette.secondary}" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="1200" height="800" fill="url(#bg)"/>${pattern}` +
      `<circle cx="${variant % 2 ? 860 : 340}" cy="420" r="420" fill="url(#glow)"/>` +
      `<circle cx="${variant % 2 ? 1080 : 120}" cy="${variant % 3 ? 690 : 120}" r="70" fill="${palette.accent}" opacity=".9"/>` +
      `<rect x="${variant % 2 ? 90 : 940}" y="560" width="170" height="16" rx="8" fill="#fff" opacity=".25"/><rect x="${variant % 2 ? 90 : 940}" y="592" width="110" height="16" rx="8" fill="${palette.accent}" opacity=".8"/>` +
      `<ellipse cx="600" cy="680" rx="330" ry="34" fill="#000" opacity=".18"/>` +
      `<g transform="translate(300 100) scale(1.5)">${motif(palette)}</g>`,
  );
}

/** Section pictures: motif → accessible title. */
export const sectionImages: Record<string, string> = {
  blueprint: 'A solution design drawn as a blueprint',
  certificate: 'A course completion certificate with a seal',
  chart: 'A bar chart with a rising trend line',
  checklist: 'A clipboard with ticked checklist items',
  classroom: 'A trainer’s board with three learners',
  cloud: 'Data uploading to the cloud for several devices',
  code: 'A code editor window with TDL code',
  consult: 'Two consultants discussing a plan across a table',
  dashboard: 'A reporting dashboard with a ring chart and bars',
  gst: 'A GST document with a percentage seal',
  invoice: 'An invoice with a QR code and a green tick',
  ledger: 'An account ledger with a rupee badge',
  migration: 'Data moving from one database to another',
  network: 'Computers connected on an office network',
  payroll: 'An employee payslip beside a stack of coins',
  server: 'A server rack with status lights',
  shield: 'A shield with a padlock',
  support: 'A support consultant wearing a headset',
  sync: 'Two arrows synchronising data in a circle',
  truck: 'A delivery truck carrying an e-way bill',
};

/** Service covers: file slug → motif and title. */
export const serviceImages: Record<string, { motif: string; title: string }> = {
  'tallyprime-silver': { motif: 'ledger', title: 'TallyPrime Silver: books of account on one computer' },
  'tallyprime-gold': { motif: 'network', title: 'TallyPrime Gold: several users on one office network' },
  'tallyprime-server': { motif: 'server', title: 'TallyPrime Server: a dedicated server rack' },
  'tally-software-services': { motif: 'sync', title: 'Tally Software Services: updates arriving automatically' },
  'erp-implementation': { motif: 'blueprint', title: 'ERP implementation: a six-step plan on a blueprint' },
  'business-process-audit': { motif: 'checklist', title: 'Tally health check: a review checklist' },
  'gst-einvoice-setup': { motif: 'invoice', title: 'GST e-invoice with an IRN QR code' },
  'tdl-customisation': { motif: 'code', title: 'TDL customisation: code in an editor' },
  'data-synchronisation': { motif: 'migration', title: 'Data migration between two databases' },
  'tally-mobile-dashboards': { motif: 'dashboard', title: 'Mobile dashboards with sales and dues' },
  'tally-on-cloud': { motif: 'cloud', title: 'Tally on Cloud: data reachable from every device' },
  'tally-on-aws': { motif: 'shield', title: 'Tally on AWS: a secured dedicated server' },
  'cloud-backup': { motif: 'support', title: 'Cloud backup with a consultant on call' },
  'tallyprime-training': { motif: 'classroom', title: 'TallyPrime training in a classroom' },
  'corporate-gst-training': { motif: 'gst', title: 'Corporate GST training material' },
  'payroll-training': { motif: 'payroll', title: 'Payroll in TallyPrime: a payslip and coins' },
};

export function drawAll(root = MEDIA_DIR): string[] {
  const written: string[] = [];
  mkdirSync(join(root, 'sections'), { recursive: true });
  mkdirSync(join(root, 'services'), { recursive: true });
  Object.entries(sectionImages).forEach(([name, title], i) => {
    const file = join(root, 'sections', `${name}-v1.svg`);
    writeFileSync(file, sectionImage(name, title, palettes[i % palettes.length]!));
    written.push(file);
  });
  Object.entries(serviceImages).forEach(([slug, { motif, title }], i) => {
    const file = join(root, 'services', `${slug}-v1.svg`);
    writeFileSync(file, serviceImage(motif, title, palettes[i % palettes.length]!, i));
    written.push(file);
  });
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(`Wrote ${drawAll().length} images to ${MEDIA_DIR}`);
}
