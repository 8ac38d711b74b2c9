// Renders the app icons from the project's own SVG artwork: standard, maskable (safe-zone padded) and Apple touch.
// Usage: npx tsx scripts/icons.ts   (writes static/img/icons/*.png and the social card; commit the result)
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.join(__dirname, '..');
const source = fs.readFileSync(path.join(root, 'static/img/favicon.svg'));
const outDir = path.join(root, 'static/img/icons');
const orange = {r: 208, g: 99, b: 0, alpha: 1};

async function standard(size: number, name: string) {
  await sharp(source, {density: 384}).resize(size, size).png().toFile(path.join(outDir, name));
}

// Maskable icons keep their artwork inside the central 80% circle, on a full-bleed background.
async function maskable(size: number, name: string) {
  const inner = Math.round(size * 0.7);
  const art = await sharp(source, {density: 384}).resize(inner, inner).png().toBuffer();
  await sharp({create: {width: size, height: size, channels: 4, background: orange}})
    .composite([{input: art, gravity: 'centre'}])
    .png()
    .toFile(path.join(outDir, name));
}

// The link-preview image: the logo on a light card, 1200 x 630 as social sites expect.
async function socialCard() {
  const logo = await sharp(fs.readFileSync(path.join(root, 'static/img/logo.svg')), {density: 600})
    .resize(960)
    .png()
    .toBuffer();
  await sharp({create: {width: 1200, height: 630, channels: 4, background: '#fff7f0'}})
    .composite([{input: logo, gravity: 'centre'}])
    .png()
    .toFile(path.join(root, 'static/img/social-card.png'));
}

async function main() {
  fs.mkdirSync(outDir, {recursive: true});
  await standard(192, 'icon-192.png');
  await standard(512, 'icon-512.png');
  await maskable(192, 'maskable-192.png');
  await maskable(512, 'maskable-512.png');
  await maskable(180, 'apple-touch-icon.png');
  await socialCard();
  console.log(`icons written to ${path.relative(root, outDir)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
