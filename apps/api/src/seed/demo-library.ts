import { randomUUID } from 'node:crypto';
import type { Db } from '../platform/db/database';
import { stockImages, uploads } from '../schema';
import { uploadUrl, type UploadStorage } from '../areas/uploads/uploads.storage';

type LibrarySeed = {
  name: string;
  shortDescription: string;
  description: string;
  keywords: string[];
  /** Sky, land and sun colours of the illustration. */
  colors: [string, string, string, string];
};

/** A dozen landscape illustrations, drawn here (nothing is downloaded), named in Dutch. */
const LIBRARY: LibrarySeed[] = [
  { name: 'Ochtend in de polder', shortDescription: 'Een zachtgele zon komt op boven groene polders.', description: 'Rustig landschap voor pagina’s over natuur en buitenwerk.', keywords: ['natuur', 'polder', 'ochtend'], colors: ['#fde68a', '#fca5a5', '#15803d', '#facc15'] },
  { name: 'Blauwe zee', shortDescription: 'Golven in diepblauw onder een lichte lucht.', description: 'Voor verhalen over water, de kust en uitjes.', keywords: ['zee', 'water', 'zomer'], colors: ['#bae6fd', '#e0f2fe', '#1d4ed8', '#fef08a'] },
  { name: 'Herfstheuvels', shortDescription: 'Oranje en bruine heuvels in de herfst.', description: 'Warme kleuren voor de herfst en activiteiten binnen.', keywords: ['herfst', 'heuvels', 'seizoen'], colors: ['#fed7aa', '#fdba74', '#9a3412', '#fb923c'] },
  { name: 'Avond in de stad', shortDescription: 'Een paarse avondlucht boven donkere daken.', description: 'Voor buurtwerk en activiteiten in de avond.', keywords: ['stad', 'avond', 'buurt'], colors: ['#c4b5fd', '#f0abfc', '#312e81', '#fde047'] },
  { name: 'Lentegroen', shortDescription: 'Frisgroene velden onder een blauwe lentelucht.', description: 'Nieuw begin: voor oproepen en nieuwe vacatures.', keywords: ['lente', 'groen', 'nieuw'], colors: ['#bfdbfe', '#dbeafe', '#4d7c0f', '#fef9c3'] },
  { name: 'Winterse dag', shortDescription: 'Witte heuvels en een bleke winterzon.', description: 'Voor de kerstperiode en winterhulp.', keywords: ['winter', 'sneeuw', 'kerst'], colors: ['#e2e8f0', '#f8fafc', '#94a3b8', '#fef3c7'] },
  { name: 'Zonnig strand', shortDescription: 'Geel zand, blauwe zee en een felle zon.', description: 'Zomerse uitstraling voor uitjes en evenementen.', keywords: ['strand', 'zomer', 'uitje'], colors: ['#7dd3fc', '#bae6fd', '#eab308', '#f97316'] },
  { name: 'Bos en heide', shortDescription: 'Paarse heide voor een donkergroen bos.', description: 'Voor natuurbeheer en vrijwilligerswerk buiten.', keywords: ['bos', 'heide', 'natuur'], colors: ['#a7f3d0', '#d1fae5', '#7e22ce', '#fde68a'] },
  { name: 'Regenboogdag', shortDescription: 'Een kleurrijke lucht boven zachtgroene heuvels.', description: 'Vrolijk en divers: voor pagina’s over meedoen.', keywords: ['kleur', 'divers', 'meedoen'], colors: ['#fbcfe8', '#bfdbfe', '#16a34a', '#f472b6'] },
  { name: 'Rivierlandschap', shortDescription: 'Een kronkelende rivier tussen groene oevers.', description: 'Voor verhalen uit de regio en samenwerking.', keywords: ['rivier', 'regio', 'samen'], colors: ['#cffafe', '#a5f3fc', '#0f766e', '#fef08a'] },
  { name: 'Zonsondergang', shortDescription: 'Een rode zon zakt achter donkere heuvels.', description: 'Voor afsluitingen, bedankjes en terugblikken.', keywords: ['avond', 'bedankt', 'terugblik'], colors: ['#fecaca', '#fdba74', '#7f1d1d', '#ef4444'] },
  { name: 'Tulpenveld', shortDescription: 'Rijen rode en gele tulpen tot aan de horizon.', description: 'Echt Nederlands: voor de lente en evenementen.', keywords: ['tulpen', 'lente', 'bloemen'], colors: ['#dbeafe', '#eff6ff', '#dc2626', '#fde047'] },
];

const WIDTH = 1200;
const HEIGHT = 800;

/** An SVG landscape: a sky gradient, a sun, two rolling hills. */
function illustration([skyTop, skyBottom, land, sun]: LibrarySeed['colors'], index: number): string {
  const sunX = 200 + ((index * 173) % 800);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="230" r="110" fill="${sun}" opacity="0.9"/>
  <path d="M0 520 C 300 ${420 + (index % 3) * 30}, 600 620, ${WIDTH} 470 L ${WIDTH} ${HEIGHT} L 0 ${HEIGHT} Z" fill="${land}" opacity="0.75"/>
  <path d="M0 640 C 400 560, 800 720, ${WIDTH} 600 L ${WIDTH} ${HEIGHT} L 0 ${HEIGHT} Z" fill="${land}"/>
</svg>`;
}

let rendered: Promise<Buffer[]> | undefined;

/** The library's images as WebP, drawn once per process (every centre gets a copy of the same files). */
function renderLibrary(): Promise<Buffer[]> {
  rendered ??= import('sharp').then(({ default: sharp }) =>
    Promise.all(LIBRARY.map((seed, index) => sharp(Buffer.from(illustration(seed.colors, index))).webp({ quality: 72 }).toBuffer())),
  );
  return rendered;
}

/** Fills a demo centre's image library: the files under the uploads folder, an upload row and a library entry each. */
export async function seedDemoLibrary(db: Db, storage: UploadStorage, tenantId: string, volunteerCenterId: string): Promise<string[]> {
  const images = await renderLibrary();
  const urls: string[] = [];
  for (const [index, seed] of LIBRARY.entries()) {
    const id = randomUUID();
    const storedName = `${id}.webp`;
    const data = images[index] as Buffer;
    await storage.write(tenantId, storedName, data);
    await db.insert(uploads).values({
      id,
      tenantId,
      volunteerCenterId,
      purpose: 'image',
      storedName,
      originalName: `${seed.keywords[0]}.webp`,
      contentType: 'image/webp',
      byteSize: data.length,
      width: WIDTH,
      height: HEIGHT,
    });
    await db.insert(stockImages).values({
      tenantId,
      volunteerCenterId,
      uploadId: id,
      name: seed.name,
      description: seed.description,
      shortDescription: seed.shortDescription,
      keywords: seed.keywords,
    });
    urls.push(uploadUrl(tenantId, storedName));
  }
  return urls;
}
