// The motifs of the API's original illustrations (drawn by ./draw-artwork.ts): the brand palettes and
// one small scene per motif, as SVG markup from simple shapes.

export interface Palette {
  primary: string;
  secondary: string;
  accent: string;
  tint: string;
  tint2: string;
  ink: string;
}

const BLUE = '#1d4ed8';
const TEAL = '#0e7490';
const AMBER = '#f59e0b';
const NAVY = '#172554';

export const palettes: Palette[] = [
  { primary: BLUE, secondary: TEAL, accent: AMBER, tint: '#dbeafe', tint2: '#cffafe', ink: NAVY },
  { primary: TEAL, secondary: BLUE, accent: AMBER, tint: '#ccfbf1', tint2: '#dbeafe', ink: '#083344' },
  { primary: BLUE, secondary: AMBER, accent: TEAL, tint: '#e0e7ff', tint2: '#fef3c7', ink: NAVY },
  { primary: TEAL, secondary: AMBER, accent: BLUE, tint: '#cffafe', tint2: '#fef3c7', ink: '#083344' },
];

/** Each motif draws inside a 400 × 300 box. */
type Motif = (p: Palette) => string;

const lines = (x: number, y: number, widths: number[], gap: number, color: string, h = 8) =>
  widths.map((w, i) => `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${h}" rx="${h / 2}" fill="${color}"/>`).join('');

const card = (x: number, y: number, w: number, h: number, fill = '#fff', r = 14) =>
  `<rect x="${x + 6}" y="${y + 8}" width="${w}" height="${h}" rx="${r}" fill="#0f172a" opacity=".12"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;

const person = (x: number, y: number, shirt: string, skin = '#f1c27d', hair = '#3f2a1d') =>
  `<circle cx="${x}" cy="${y}" r="17" fill="${skin}"/><path d="M${x - 17} ${y - 4}a17 17 0 0 1 34 0q-17-12-34 0z" fill="${hair}"/>` +
  `<path d="M${x - 30} ${y + 58}q0-36 30-36t30 36z" fill="${shirt}"/>`;

export const motifs: Record<string, Motif> = {
  ledger: (p) =>
    card(70, 40, 260, 220) +
    `<rect x="70" y="40" width="260" height="44" rx="14" fill="${p.primary}"/><rect x="70" y="66" width="260" height="18" fill="${p.primary}"/>` +
    lines(92, 56, [110], 0, '#fff') +
    [0, 1, 2, 3, 4]
      .map((i) => `<line x1="90" x2="310" y1="${112 + i * 30}" y2="${112 + i * 30}" stroke="${p.tint}" stroke-width="2"/>`)
      .join('') +
    `<line x1="230" x2="230" y1="96" y2="244" stroke="${p.tint}" stroke-width="2"/>` +
    lines(92, 100, [90, 120, 70, 100, 84], 30, '#cbd5e1') +
    lines(244, 100, [50, 40, 60, 36, 56], 30, p.secondary) +
    `<circle cx="320" cy="238" r="34" fill="${p.accent}"/><text x="320" y="251" font-family="Arial,Helvetica,sans-serif" font-size="38" font-weight="700" fill="#fff" text-anchor="middle">₹</text>`,

  invoice: (p) =>
    card(110, 24, 180, 252) +
    `<rect x="130" y="44" width="56" height="18" rx="4" fill="${p.primary}"/>` +
    lines(130, 80, [140, 100], 16, '#cbd5e1', 7) +
    `<rect x="130" y="122" width="140" height="70" rx="6" fill="${p.tint}"/>` +
    lines(140, 134, [80, 96, 64], 18, p.primary, 6) +
    lines(236, 134, [24, 24, 24], 18, p.secondary, 6) +
    `<rect x="196" y="208" width="74" height="12" rx="6" fill="${p.accent}"/>` +
    `<g transform="translate(132 206)"><rect width="48" height="48" rx="4" fill="#fff" stroke="${p.ink}" stroke-width="3"/>` +
    `<rect x="8" y="8" width="12" height="12" fill="${p.ink}"/><rect x="28" y="8" width="12" height="12" fill="${p.ink}"/><rect x="8" y="28" width="12" height="12" fill="${p.ink}"/><rect x="28" y="28" width="6" height="6" fill="${p.ink}"/><rect x="34" y="34" width="6" height="6" fill="${p.ink}"/></g>` +
    `<circle cx="300" cy="60" r="26" fill="${p.secondary}"/><path d="M288 60l9 9 16-18" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,

  server: (p) =>
    [0, 1, 2]
      .map(
        (i) =>
          card(110, 40 + i * 72, 180, 58, i === 1 ? p.primary : p.ink, 10) +
          `<circle cx="134" cy="${69 + i * 72}" r="7" fill="${i === 2 ? p.accent : '#34d399'}"/><circle cx="156" cy="${69 + i * 72}" r="7" fill="#34d399"/>` +
          lines(200, 59 + i * 72, [70, 50], 14, 'rgba(255,255,255,.55)', 6),
      )
      .join('') +
    `<rect x="194" y="256" width="12" height="24" fill="${p.ink}"/><rect x="150" y="276" width="100" height="10" rx="5" fill="${p.ink}"/>` +
    `<path d="M310 120q40 30 0 60" stroke="${p.accent}" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M330 100q66 50 0 100" stroke="${p.accent}" stroke-width="8" fill="none" stroke-linecap="round" opacity=".6"/>`,

  cloud: (p) =>
    `<path d="M110 210a58 58 0 0 1 12-114 80 80 0 0 1 150-18 66 66 0 0 1 18 132z" fill="#0f172a" opacity=".12" transform="translate(6 8)"/>` +
    `<path d="M110 210a58 58 0 0 1 12-114 80 80 0 0 1 150-18 66 66 0 0 1 18 132z" fill="#fff"/>` +
    `<path d="M200 180v-70m-28 28 28-28 28 28" stroke="${p.primary}" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<line x1="200" y1="212" x2="200" y2="250" stroke="${p.secondary}" stroke-width="6"/><line x1="130" y1="250" x2="270" y2="250" stroke="${p.secondary}" stroke-width="6" stroke-linecap="round"/>` +
    [130, 200, 270]
      .map((x, i) => `<rect x="${x - 24}" y="252" width="48" height="32" rx="6" fill="${[p.secondary, p.primary, p.accent][i]}"/>`)
      .join(''),

  chart: (p) =>
    card(60, 30, 280, 230) +
    [60, 100, 80, 140, 120, 170]
      .map((h, i) => `<rect x="${90 + i * 38}" y="${230 - h}" width="24" height="${h}" rx="5" fill="${i % 2 ? p.primary : p.secondary}"/>`)
      .join('') +
    `<polyline points="102,150 140,118 178,132 216,84 254,96 292,50" fill="none" stroke="${p.accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="292" cy="50" r="10" fill="${p.accent}"/><line x1="80" y1="232" x2="320" y2="232" stroke="#cbd5e1" stroke-width="3"/>`,

  classroom: (p) =>
    card(60, 26, 280, 150, p.ink) +
    `<rect x="76" y="42" width="248" height="118" rx="6" fill="${p.primary}"/>` +
    `<polyline points="96,136 140,104 176,120 220,78 252,92" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>` +
    lines(266, 66, [44, 34, 40], 18, p.accent, 6) +
    person(120, 214, p.secondary) +
    person(200, 214, p.accent, '#c68642', '#1f130a') +
    person(280, 214, p.primary, '#e0ac69') +
    `<rect x="80" y="268" width="240" height="14" rx="7" fill="${p.ink}" opacity=".8"/>`,

  code: (p) =>
    card(50, 30, 300, 230, p.ink) +
    `<circle cx="74" cy="54" r="6" fill="#f87171"/><circle cx="94" cy="54" r="6" fill="${p.accent}"/><circle cx="114" cy="54" r="6" fill="#34d399"/>` +
    lines(74, 84, [60], 0, p.accent) +
    lines(100, 104, [120, 90, 150], 20, '#67e8f9') +
    lines(100, 164, [70], 0, '#93c5fd') +
    lines(126, 184, [110, 80], 20, '#e2e8f0') +
    lines(74, 224, [40], 0, p.accent) +
    `<path d="M286 150l-22 22 22 22m36-44 22 22-22 22" stroke="${p.accent}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,

  migration: (p) => {
    const drum = (x: number, color: string) =>
      `<ellipse cx="${x}" cy="230" rx="56" ry="18" fill="${color}"/><rect x="${x - 56}" y="110" width="112" height="120" fill="${color}"/>` +
      `<ellipse cx="${x}" cy="110" rx="56" ry="18" fill="#fff" opacity=".35"/><ellipse cx="${x}" cy="110" rx="56" ry="18" fill="none" stroke="${color}" stroke-width="4"/>` +
      `<path d="M${x - 56} 150a56 18 0 0 0 112 0M${x - 56} 190a56 18 0 0 0 112 0" stroke="#fff" stroke-width="3" fill="none" opacity=".5"/>`;
    return (
      drum(96, p.secondary) +
      drum(304, p.primary) +
      `<path d="M168 140h60" stroke="${p.accent}" stroke-width="12" stroke-linecap="round"/><path d="M218 118l28 22-28 22z" fill="${p.accent}"/>` +
      `<path d="M232 196h-60" stroke="${p.ink}" stroke-width="8" stroke-linecap="round" opacity=".5"/><path d="M180 182l-20 14 20 14z" fill="${p.ink}" opacity=".5"/>`
    );
  },

  payroll: (p) =>
    card(40, 60, 200, 190) +
    `<circle cx="140" cy="120" r="30" fill="${p.tint}"/>` +
    person(140, 114, p.primary) +
    lines(76, 190, [128, 96], 18, '#cbd5e1') +
    `<rect x="60" y="60" width="200" height="10" fill="${p.primary}" opacity="0"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<ellipse cx="300" cy="${250 - i * 20}" rx="46" ry="14" fill="${i % 2 ? AMBER : '#fbbf24'}" stroke="#b45309" stroke-width="2"/>`,
      )
      .join('') +
    `<circle cx="300" cy="110" r="38" fill="${p.secondary}"/><text x="300" y="124" font-family="Arial,Helvetica,sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">₹</text>`,

  checklist: (p) =>
    card(90, 24, 220, 256) +
    `<rect x="160" y="12" width="80" height="28" rx="8" fill="${p.ink}"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="116" y="${70 + i * 50}" width="28" height="28" rx="6" fill="${i < 3 ? p.secondary : '#fff'}" stroke="${p.secondary}" stroke-width="3"/>` +
          (i < 3 ? `<path d="M122 ${84 + i * 50}l6 6 11-13" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/>` : '') +
          lines(158, 80 + i * 50, [[120, 96, 110, 80][i] ?? 80], 0, i < 3 ? '#cbd5e1' : p.accent),
      )
      .join(''),

  shield: (p) =>
    `<path d="M200 26l120 40v80c0 70-52 118-120 134-68-16-120-64-120-134V66z" fill="#0f172a" opacity=".12" transform="translate(6 8)"/>` +
    `<path d="M200 26l120 40v80c0 70-52 118-120 134-68-16-120-64-120-134V66z" fill="${p.primary}"/>` +
    `<path d="M200 26l120 40v80c0 70-52 118-120 134z" fill="${p.secondary}" opacity=".55"/>` +
    `<rect x="160" y="138" width="80" height="66" rx="10" fill="#fff"/><path d="M176 138v-18a24 24 0 0 1 48 0v18" stroke="#fff" stroke-width="10" fill="none"/>` +
    `<circle cx="200" cy="166" r="10" fill="${p.accent}"/><rect x="196" y="170" width="8" height="20" rx="3" fill="${p.accent}"/>`,

  consult: (p) =>
    card(40, 176, 320, 18, p.ink, 6) +
    person(110, 110, p.primary) +
    person(290, 110, p.secondary, '#c68642', '#1f130a') +
    card(150, 30, 100, 66, p.accent, 12) +
    `<path d="M186 96l14 16 8-16z" fill="${p.accent}"/>` +
    lines(164, 46, [70, 50, 60], 14, '#fff', 6) +
    `<rect x="160" y="150" width="80" height="26" rx="4" fill="#fff" stroke="${p.primary}" stroke-width="3"/>` +
    `<rect x="60" y="194" width="12" height="80" fill="${p.ink}" opacity=".7"/><rect x="328" y="194" width="12" height="80" fill="${p.ink}" opacity=".7"/>`,

  support: (p) =>
    `<circle cx="200" cy="150" r="110" fill="#fff"/><circle cx="200" cy="130" r="40" fill="#f1c27d"/>` +
    `<path d="M160 126a40 40 0 0 1 80 0q-40-28-80 0z" fill="#3f2a1d"/>` +
    `<path d="M140 252q0-70 60-70t60 70z" fill="${p.primary}"/>` +
    `<path d="M148 132a52 52 0 0 1 104 0" stroke="${p.ink}" stroke-width="9" fill="none"/>` +
    `<rect x="136" y="122" width="20" height="34" rx="8" fill="${p.secondary}"/><rect x="244" y="122" width="20" height="34" rx="8" fill="${p.secondary}"/>` +
    `<path d="M254 156q0 26-34 26" stroke="${p.ink}" stroke-width="5" fill="none"/><circle cx="216" cy="182" r="7" fill="${p.accent}"/>` +
    `<rect x="280" y="40" width="84" height="50" rx="12" fill="${p.accent}"/><path d="M300 90l-6 16 20-16z" fill="${p.accent}"/>` +
    `<circle cx="302" cy="65" r="6" fill="#fff"/><circle cx="322" cy="65" r="6" fill="#fff"/><circle cx="342" cy="65" r="6" fill="#fff"/>`,

  sync: (p) =>
    `<circle cx="200" cy="150" r="108" fill="#fff"/>` +
    `<path d="M128 130a76 76 0 0 1 138-30" stroke="${p.primary}" stroke-width="16" fill="none" stroke-linecap="round"/><path d="M246 74l34 20-32 26z" fill="${p.primary}"/>` +
    `<path d="M272 170a76 76 0 0 1-138 30" stroke="${p.secondary}" stroke-width="16" fill="none" stroke-linecap="round"/><path d="M154 226l-34-20 32-26z" fill="${p.secondary}"/>` +
    `<circle cx="200" cy="150" r="26" fill="${p.accent}"/>`,

  gst: (p) =>
    card(80, 34, 200, 240) +
    `<rect x="80" y="34" width="200" height="56" rx="14" fill="${p.primary}"/><rect x="80" y="70" width="200" height="20" fill="${p.primary}"/>` +
    `<text x="180" y="74" font-family="Arial,Helvetica,sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">GST</text>` +
    lines(104, 112, [150, 120, 140, 90], 22, '#cbd5e1') +
    lines(104, 208, [60], 0, p.secondary, 10) +
    `<circle cx="286" cy="220" r="48" fill="${p.accent}" opacity=".95"/><circle cx="286" cy="220" r="36" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="6 5"/>` +
    `<text x="286" y="230" font-family="Arial,Helvetica,sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">%</text>`,

  network: (p) => {
    const nodes: [number, number, string][] = [
      [200, 70, p.primary],
      [90, 200, p.secondary],
      [310, 200, p.secondary],
      [200, 240, p.accent],
    ];
    return (
      `<path d="M200 70L90 200M200 70l110 130M200 70v170M90 200l110 40 110-40" stroke="${p.ink}" stroke-width="4" opacity=".35" fill="none"/>` +
      nodes
        .map(
          ([x, y, c]) =>
            `<rect x="${x - 44}" y="${y - 30}" width="88" height="60" rx="10" fill="${c}"/><rect x="${x - 34}" y="${y - 20}" width="68" height="36" rx="4" fill="#fff" opacity=".9"/>` +
            `<rect x="${x - 14}" y="${y + 30}" width="28" height="8" fill="${c}"/>`,
        )
        .join('')
    );
  },

  dashboard: (p) =>
    card(40, 30, 320, 240) +
    `<rect x="40" y="30" width="76" height="240" rx="14" fill="${p.ink}"/>` +
    lines(56, 64, [44, 36, 40, 30], 28, 'rgba(255,255,255,.5)') +
    card(132, 48, 100, 70, p.tint, 10) +
    card(244, 48, 100, 70, p.tint2, 10) +
    lines(146, 66, [50], 0, p.primary, 10) +
    lines(258, 66, [60], 0, p.secondary, 10) +
    `<circle cx="186" cy="200" r="48" fill="none" stroke="${p.tint}" stroke-width="18"/>` +
    `<circle cx="186" cy="200" r="48" fill="none" stroke="${p.primary}" stroke-width="18" stroke-dasharray="200 302" transform="rotate(-90 186 200)"/>` +
    `<circle cx="186" cy="200" r="48" fill="none" stroke="${p.accent}" stroke-width="18" stroke-dasharray="60 302" stroke-dashoffset="-200" transform="rotate(-90 186 200)"/>` +
    [40, 64, 30, 80]
      .map((h, i) => `<rect x="${260 + i * 20}" y="${246 - h}" width="12" height="${h}" rx="3" fill="${p.secondary}"/>`)
      .join(''),

  blueprint: (p) =>
    card(50, 40, 300, 220, p.primary) +
    Array.from(
      { length: 13 },
      (_, i) => `<line x1="${66 + i * 22}" y1="56" x2="${66 + i * 22}" y2="244" stroke="#fff" opacity=".12"/>`,
    ).join('') +
    Array.from(
      { length: 9 },
      (_, i) => `<line x1="66" y1="${58 + i * 22}" x2="334" y2="${58 + i * 22}" stroke="#fff" opacity=".12"/>`,
    ).join('') +
    `<rect x="86" y="80" width="90" height="60" rx="6" fill="none" stroke="#fff" stroke-width="4"/><rect x="224" y="80" width="90" height="60" rx="6" fill="none" stroke="#fff" stroke-width="4"/>` +
    `<rect x="155" y="180" width="90" height="50" rx="6" fill="${p.accent}"/><path d="M131 140v20h138v-20M200 160v20" stroke="#fff" stroke-width="4" fill="none"/>`,

  truck: (p) =>
    `<rect x="40" y="100" width="200" height="120" rx="10" fill="${p.primary}"/><path d="M240 130h64l40 46v44H240z" fill="${p.secondary}"/>` +
    `<path d="M254 142h44l28 32h-72z" fill="#fff" opacity=".85"/>` +
    lines(64, 124, [110, 80], 20, 'rgba(255,255,255,.55)', 10) +
    `<rect x="64" y="170" width="60" height="32" rx="4" fill="#fff"/><rect x="70" y="176" width="48" height="6" fill="${p.ink}"/><rect x="70" y="188" width="30" height="6" fill="${p.ink}"/>` +
    [96, 290].map((x) => `<circle cx="${x}" cy="226" r="26" fill="${p.ink}"/><circle cx="${x}" cy="226" r="10" fill="#e2e8f0"/>`).join('') +
    `<path d="M24 256h352" stroke="${p.ink}" stroke-width="4" stroke-dasharray="24 14" opacity=".4"/>` +
    `<circle cx="330" cy="74" r="26" fill="${p.accent}"/><path d="M318 74l9 9 16-18" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/>`,

  certificate: (p) =>
    card(50, 40, 300, 200) +
    `<rect x="66" y="56" width="268" height="168" rx="8" fill="none" stroke="${p.primary}" stroke-width="4"/>` +
    lines(120, 84, [160], 0, p.primary, 12) +
    lines(100, 116, [200, 160, 180], 18, '#cbd5e1', 7) +
    `<path d="M266 210l-12 56 22-14 22 14-12-56z" fill="${p.secondary}"/><circle cx="276" cy="200" r="30" fill="${p.accent}"/><circle cx="276" cy="200" r="20" fill="none" stroke="#fff" stroke-width="3"/>` +
    lines(100, 196, [110], 0, p.ink, 4),
};
