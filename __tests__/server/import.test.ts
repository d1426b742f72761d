import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import sharp from 'sharp';
import { importFeedFile, type ImportReport } from '../../src/server/catalog/importFeed';
import { furniture } from '../../src/server/db/schema';
import type { FurnituresData } from '../../src/shared/api';
import { createVerifiedUser } from '../support/server/accounts';
import { qs } from '../support/server/catalogSupport';
import { makeTestApp, type TestApp } from '../support/server/testApp';

let t: TestApp;
let server: Server;
let base: string;
let feedDir: string;
const hits = new Map<string, number>();
let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  png = await sharp({
    create: { width: 40, height: 30, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3050a0' } })
    .jpeg()
    .toBuffer();
  server = createServer((req, res) => {
    const url = req.url ?? '';
    hits.set(url, (hits.get(url) ?? 0) + 1);
    if (url === '/good.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else if (url === '/photo') res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(jpeg);
    else if (url === '/garbage.png')
      res.writeHead(200, { 'content-type': 'image/png' }).end('<html>definitely not a png</html>');
    else if (url === '/slow.png')
      return; // never answers
    else res.writeHead(404).end('not found');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  feedDir = mkdtempSync(path.join(os.tmpdir(), 'roomwise-feed-'));
  writeFileSync(
    path.join(feedDir, 'table.webp'),
    await sharp({ create: { width: 50, height: 50, channels: 3, background: '#806040' } })
      .webp()
      .toBuffer(),
  );
  t = await makeTestApp();
});

afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  await t?.close();
  rmSync(feedDir, { recursive: true, force: true });
});

const HEADER = 'sku,title,details,category,style,color,price,currency,width_cm,depth_cm,height_cm,image';
const feedLines = () => [
  HEADER, // 1
  `S-1,Alba 3-Seater Sofa,Soft linen weave,"Couches, Sofas & Lounges",Modern,Navy,1299.00,AUD,210,92,80,${base}/good.png`, // 2
  `S-2,Birch Side Table,,side tables,scandinavian,Sage,149.95,,45,45,55,table.webp`, // 3
  `S-3,Brass Floor Lamp,,Lamps,Modern,Black,99,,30,30,150,${base}/good.png`, // 4
  `S-4,Cheap Chair,,Dining Chairs,Modern,Black,abc,,45,50,80,${base}/good.png`, // 5
  `S-5,Gone Desk,,Desks & Tables,Industrial,Oak,499,,120,60,75,${base}/missing.png`, // 6
  `S-6,Noise Desk,,Desks & Tables,Industrial,Oak,499,,120,60,75,${base}/garbage.png`, // 7
  `,No Sku Wardrobe,,Wardrobes,Modern,White,899,,100,60,200,${base}/good.png`, // 8
  `S-1,Duplicate Wardrobe,,Wardrobes,Modern,White,899,,100,60,200,${base}/good.png`, // 9
  `S-7,Kasbah Armchair,"Hand-woven seat.`, // 10
  `Solid mango frame.","Armchairs & Occasional Chairs",Boho Luxe,Tan,"$1,049",,80,85,90,${base}/photo | ${base}/good.png`, // 11
  '', // 12 (blank lines are skipped)
  `S-8,Lost Bookcase,,Bookshelves & Bookcases,Modern,White,399,,80,30,180,./nope.png`, // 13
  `S-9,Slow Bed,,Bed Frames,Modern,White,999,,160,210,100,${base}/slow.png`, // 14
  `S-10,Tall Desk,,Desks & Tables,Modern,White,499,,120,60,-5,${base}/good.png`, // 15
];

const writeFeed = (name: string, lines: string[]) => {
  const file = path.join(feedDir, name);
  writeFileSync(file, lines.join('\n') + '\n');
  return file;
};

const run = (file: string) =>
  importFeedFile(file, { catalog: t.app.repos.catalog, media: t.app.media, feed: 'acme', limits: { timeoutMs: 500 } });

const productFiles = async () =>
  (await t.app.media.store.list('products/')).map((key) => key.slice('products/'.length)).sort();

const acmeRows = () =>
  t.app.db.select().from(furniture).where(like(furniture.sourceKey, 'acme:%')).orderBy(furniture.sourceKey);

describe('catalog import', () => {
  let first: ImportReport;

  beforeAll(async () => {
    first = await run(writeFeed('feed.csv', feedLines()));
  });

  it('imports the good rows and names the bad ones by line', () => {
    expect(first).toMatchObject({ rows: 12, inserted: 3, updated: 0, unchanged: 0 });
    expect(first.failed.map((f) => [f.line, f.sku])).toEqual([
      [4, 'S-3'],
      [5, 'S-4'],
      [6, 'S-5'],
      [7, 'S-6'],
      [8, undefined],
      [9, 'S-1'],
      [13, 'S-8'],
      [14, 'S-9'],
      [15, 'S-10'],
    ]);
    const reasons = Object.fromEntries(first.failed.map((f) => [f.line, f.reason]));
    expect(reasons[4]).toMatch(/category is not one of the 21 categories/);
    expect(reasons[5]).toMatch(/price must be a number/);
    expect(reasons[6]).toMatch(/image 1 .*HTTP 404/);
    expect(reasons[7]).toMatch(/image 1 .*not a PNG, JPEG or WebP/);
    expect(reasons[8]).toMatch(/sku is required/);
    expect(reasons[9]).toMatch(/sku repeats line 2/);
    expect(reasons[13]).toMatch(/image 1 \(\.\/nope\.png\) could not be read/);
    expect(reasons[14]).toMatch(/timed out/);
    expect(reasons[15]).toMatch(/height_cm must be more than 0/);
  });

  it('stores normalized rows with their images copied into media storage', async () => {
    const rows = await acmeRows();
    expect(rows.map((r) => r.sourceKey)).toEqual(['acme:S-1', 'acme:S-2', 'acme:S-7']);
    const [sofa, table, armchair] = rows;
    expect(sofa).toMatchObject({
      category: 'Couches, Sofas & Lounges',
      style: 'Modern',
      color: 'Navy',
      priceCents: 129900,
      currency: 'AUD',
      widthCm: 210,
    });
    expect(table).toMatchObject({ category: 'Side Tables', style: 'Scandinavian', color: 'Other', priceCents: 14995 });
    expect(table.details).toContain('Colour: Sage.');
    expect(armchair).toMatchObject({
      style: 'Boho Luxe',
      color: 'Tan',
      priceCents: 104900,
      details: 'Hand-woven seat.\nSolid mango frame.',
    });
    expect(armchair.images).toHaveLength(2);
    expect(sofa.images[0]).toMatch(/^products\/[0-9a-f]{32}\.png$/);
    expect(table.images[0]).toMatch(/^products\/[0-9a-f]{32}\.webp$/);
    expect(armchair.images[0]).toMatch(/^products\/[0-9a-f]{32}\.jpg$/);
    expect(await productFiles()).toHaveLength(4);
    // nothing of the rejected rows is left behind
    expect(hits.get('/garbage.png')).toBe(1);
  });

  it('shows imported items through the API, images served from media', async () => {
    const auth = (await createVerifiedUser(t.app)).auth;
    const res = await t.app.inject({
      method: 'GET',
      url: `/user/furnitures?${qs([
        ['items', 'Couches, Sofas & Lounges'],
        ['style', 'Modern'],
        ['color', 'Navy'],
        ['limit', 100],
      ])}`,
      headers: auth,
    });
    const data = res.json().data as FurnituresData;
    const sofa = Object.values(data.furnitures[0])[0].find((f) => f.title === 'Alba 3-Seater Sofa')!;
    expect(sofa.imageUrl[0]).toMatch(/^http:\/\/localhost:3000\/media\/products\/[0-9a-f]{32}\.png$/);
    const image = await t.app.inject({ method: 'GET', url: new URL(sofa.imageUrl[0]).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(40);

    const filter = await t.app.inject({ method: 'GET', url: '/user/filter', headers: auth });
    expect(filter.json().data.uniqueStyles).toContain('Boho Luxe');
  });

  it('changes nothing on a second import of the same feed', async () => {
    const before = await acmeRows();
    const files = await productFiles();
    const goodHits = hits.get('/good.png');
    const second = await run(writeFeed('feed.csv', feedLines()));
    expect(second).toMatchObject({ rows: 12, inserted: 0, updated: 0, unchanged: 3 });
    expect(second.failed.map((f) => f.line)).toEqual(first.failed.map((f) => f.line));
    expect(await acmeRows()).toEqual(before);
    expect(await productFiles()).toEqual(files);
    expect(hits.get('/good.png')).toBe(goodHits);
  });

  it('updates changed rows, reusing images whose source did not change', async () => {
    const [sofaBefore, tableBefore] = await acmeRows();
    const lines = feedLines();
    lines[1] = lines[1].replace('Alba 3-Seater Sofa', 'Alba Three-Seater Sofa');
    lines[2] = lines[2].replace('table.webp', `${base}/good.png`);
    const goodHits = hits.get('/good.png')!;
    const third = await run(writeFeed('feed.csv', lines));
    expect(third).toMatchObject({ inserted: 0, updated: 2, unchanged: 1 });
    const [sofa, table] = await acmeRows();
    expect(sofa.id).toBe(sofaBefore.id);
    expect(sofa.title).toBe('Alba Three-Seater Sofa');
    expect(sofa.images).toEqual(sofaBefore.images);
    expect(table.images[0]).toMatch(/\.png$/);
    // only the table's new source was fetched; its old copy is gone
    expect(hits.get('/good.png')).toBe(goodHits + 1);
    expect(await productFiles()).not.toContain(tableBefore.images[0].split('/')[1]);
    expect(await productFiles()).toHaveLength(4);
  });

  it('reads JSON feeds and reports the line each bad item starts on', async () => {
    const items = [
      {
        sku: 'J-1',
        title: 'Oslo Bookcase',
        category: 'Bookshelves & Bookcases',
        style: 'Japandi',
        color: 'Oak',
        price: 349,
        dimensions: { widthCm: 80, depthCm: 30, heightCm: 180 },
        image: `${base}/good.png`,
      },
      {
        sku: 'J-2',
        title: 'Nowhere Chair',
        category: 'Office Chairs',
        style: 'Modern',
        color: 'Black',
        price: -3,
        width_cm: 60,
        depth_cm: 60,
        height_cm: 110,
        image: [`${base}/good.png`],
      },
    ];
    const file = path.join(feedDir, 'feed.json');
    writeFileSync(file, JSON.stringify(items, null, 2));
    const report = await run(file);
    expect(report).toMatchObject({ rows: 2, inserted: 1 });
    expect(report.failed).toEqual([{ line: 16, sku: 'J-2', reason: 'price must be more than 0' }]);
  });

  it('rejects images over the size limit', async () => {
    const file = writeFeed('big.csv', [
      HEADER,
      `B-1,Big Photo Desk,,Desks & Tables,Modern,White,499,,120,60,75,${base}/good.png`,
    ]);
    const report = await importFeedFile(file, {
      catalog: t.app.repos.catalog,
      media: t.app.media,
      feed: 'big',
      limits: { maxBytes: 64 },
    });
    expect(report.failed).toEqual([{ line: 2, sku: 'B-1', reason: expect.stringMatching(/larger than 64 bytes/) }]);
  });

  it('rejects an unreadable feed as a whole', async () => {
    await expect(run(path.join(feedDir, 'missing.csv'))).rejects.toThrow(/could not be read/);
    await expect(run(writeFeed('feed.txt', [HEADER]))).rejects.toThrow(/\.csv or \.json/);
    const broken = path.join(feedDir, 'broken.json');
    writeFileSync(broken, '[{"sku": ');
    await expect(run(broken)).rejects.toThrow(/JSON could not be read/);
  });
});
