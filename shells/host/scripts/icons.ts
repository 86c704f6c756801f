// Renders the app's PNG icons and favicon.ico from public/favicon.svg with Chromium, for browsers and
// installers that want bitmaps. Run after changing the SVG: `node shells/host/scripts/icons.ts`; the
// outputs are committed (the build only copies public/).
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const publicDir = new URL('../public/', import.meta.url);
const svg = readFileSync(new URL('favicon.svg', publicDir), 'utf8');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const render = async (size: number, padding = 0) => {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const inner = size - 2 * padding;
  await page.setContent(
    `<body style="margin:0;background:${padding ? '#6d3ee0' : 'transparent'}"><div style="padding:${padding}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
  );
  const png = await page.screenshot({ omitBackground: padding === 0 });
  await page.close();
  return png;
};
try {
  writeFileSync(new URL('icon-192.png', publicDir), await render(192));
  writeFileSync(new URL('icon-512.png', publicDir), await render(512));
  // Maskable: the mark inside the safe zone (the inner 80%) on a full-bleed background.
  writeFileSync(new URL('icon-maskable-512.png', publicDir), await render(512, 52));
  writeFileSync(new URL('apple-touch-icon.png', publicDir), await render(180, 0));
  // favicon.ico holding one 32 px PNG (the ICO format allows PNG images).
  const png = await render(32);
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(32, 6);
  header.writeUInt8(32, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  writeFileSync(new URL('favicon.ico', publicDir), Buffer.concat([header, png]));
} finally {
  await browser.close();
}
