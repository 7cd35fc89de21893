// Flat product silhouettes in a 200×200 box, picked by a keyword of the image name
// ("aurora-wireless-headphones-2" → headphones). Simple geometry reads well at card size.
import type { Paint } from './colour.ts';

type Shape = (p: Paint) => string;

const SHAPES: Record<string, Shape> = {
  headphones: (p) =>
    `<path d="M48 118V98a52 52 0 0 1 104 0v20" fill="none" stroke="${p.dark}" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="32" y="106" width="34" height="58" rx="14" fill="${p.main}"/><rect x="134" y="106" width="34" height="58" rx="14" fill="${p.main}"/>`,
  earbuds: (p) =>
    `<circle cx="70" cy="88" r="24" fill="${p.main}"/><rect x="62" y="100" width="16" height="56" rx="8" fill="${p.dark}"/>` +
    `<circle cx="130" cy="88" r="24" fill="${p.main}"/><rect x="122" y="100" width="16" height="56" rx="8" fill="${p.dark}"/>`,
  speaker: (p) =>
    `<rect x="55" y="30" width="90" height="140" rx="18" fill="${p.main}"/><circle cx="100" cy="120" r="30" fill="${p.light}"/>` +
    `<circle cx="100" cy="120" r="12" fill="${p.dark}"/><circle cx="100" cy="62" r="12" fill="${p.light}"/>`,
  soundbar: (p) =>
    `<rect x="18" y="82" width="164" height="40" rx="14" fill="${p.main}"/>` +
    [40, 70, 100, 130, 160].map((x) => `<circle cx="${x}" cy="102" r="6" fill="${p.light}"/>`).join(''),
  screen: (p) =>
    `<rect x="40" y="28" width="120" height="150" rx="14" fill="${p.dark}"/><rect x="50" y="40" width="100" height="118" rx="6" fill="${p.soft}"/>` +
    `<circle cx="100" cy="168" r="4" fill="${p.light}"/>`,
  board: (p) =>
    `<rect x="22" y="48" width="156" height="108" rx="8" fill="${p.dark}"/><rect x="30" y="56" width="140" height="92" rx="4" fill="${p.light}"/>` +
    `<path d="M46 120c20-30 40 10 60-16s30-6 44-20" fill="none" stroke="${p.main}" stroke-width="6" stroke-linecap="round"/>`,
  bulb: (p) =>
    `<circle cx="100" cy="82" r="50" fill="${p.main}"/><rect x="78" y="124" width="44" height="16" fill="${p.main}"/>` +
    `<rect x="80" y="142" width="40" height="10" rx="4" fill="${p.dark}"/><rect x="84" y="156" width="32" height="10" rx="4" fill="${p.dark}"/>`,
  keyboard: (p) =>
    `<rect x="14" y="64" width="172" height="78" rx="12" fill="${p.dark}"/>` +
    [0, 1, 2]
      .flatMap((r) => Array.from({ length: 9 }, (_, c) => `<rect x="${24 + c * 18}" y="${74 + r * 18}" width="14" height="13" rx="3" fill="${p.light}"/>`))
      .join('') +
    `<rect x="60" y="128" width="80" height="8" rx="3" fill="${p.soft}"/>`,
  mouse: (p) =>
    `<rect x="62" y="36" width="76" height="128" rx="38" fill="${p.main}"/><path d="M100 36v46" stroke="${p.light}" stroke-width="5"/>` +
    `<rect x="96" y="54" width="8" height="18" rx="4" fill="${p.dark}"/>`,
  pan: (p) =>
    `<circle cx="84" cy="104" r="58" fill="${p.dark}"/><circle cx="84" cy="104" r="46" fill="${p.main}"/>` +
    `<rect x="136" y="96" width="56" height="16" rx="8" fill="${p.dark}"/>`,
  knife: (p) =>
    `<g transform="rotate(-24 100 100)"><path d="M14 112Q52 74 128 80V116H22Z" fill="#dfe3e8" stroke="${p.dark}" stroke-width="4" stroke-linejoin="round"/>` +
    `<rect x="124" y="80" width="64" height="34" rx="10" fill="${p.main}"/><circle cx="144" cy="97" r="4" fill="${p.light}"/><circle cx="168" cy="97" r="4" fill="${p.light}"/></g>`,
  coffee: (p) =>
    `<rect x="46" y="26" width="108" height="34" rx="10" fill="${p.dark}"/><rect x="56" y="60" width="22" height="110" fill="${p.dark}"/>` +
    `<rect x="46" y="160" width="108" height="16" rx="6" fill="${p.dark}"/><path d="M92 110h48v30a16 16 0 0 1-16 16h-16a16 16 0 0 1-16-16z" fill="${p.main}"/>` +
    `<path d="M140 118h8a10 10 0 0 1 0 20h-8" fill="none" stroke="${p.main}" stroke-width="5"/>`,
  blender: (p) =>
    `<path d="M62 30h76l-12 100H74z" fill="${p.soft}" stroke="${p.dark}" stroke-width="5"/><rect x="64" y="130" width="72" height="46" rx="10" fill="${p.main}"/>` +
    `<circle cx="100" cy="153" r="8" fill="${p.light}"/>`,
  bottle: (p) =>
    `<rect x="84" y="18" width="32" height="20" rx="6" fill="${p.dark}"/><path d="M80 38h40v14c14 8 18 18 18 30v86a14 14 0 0 1-14 14H76a14 14 0 0 1-14-14V82c0-12 4-22 18-30z" fill="${p.main}"/>` +
    `<rect x="72" y="96" width="56" height="40" rx="6" fill="${p.light}" opacity=".8"/>`,
  mug: (p) =>
    `<path d="M52 52h80v92a22 22 0 0 1-22 22H74a22 22 0 0 1-22-22z" fill="${p.main}"/>` +
    `<path d="M132 72h12a20 20 0 0 1 0 40h-12" fill="none" stroke="${p.main}" stroke-width="12"/><rect x="52" y="52" width="80" height="12" fill="${p.dark}"/>`,
  bowl: (p) =>
    `<path d="M24 92h152a76 60 0 0 1-152 0z" fill="${p.main}"/><ellipse cx="100" cy="92" rx="76" ry="12" fill="${p.dark}"/>` +
    `<rect x="76" y="148" width="48" height="10" rx="5" fill="${p.dark}"/>`,
  shoe: (p) =>
    `<path d="M22 142V108c0-8 6-12 12-10l30 8c14 4 24-2 30-14l6-12c4-6 12-6 16 0 14 22 40 34 62 40 8 2 12 8 12 16v6z" fill="${p.main}"/>` +
    `<rect x="18" y="142" width="170" height="16" rx="8" fill="${p.dark}"/><path d="M90 96l14 8M98 86l14 8" stroke="${p.light}" stroke-width="5" stroke-linecap="round"/>`,
  tent: (p) =>
    `<path d="M100 30L18 168h164z" fill="${p.main}"/><path d="M100 30L70 168h60z" fill="${p.dark}"/><path d="M100 96L84 168h32z" fill="${p.light}"/>`,
  backpack: (p) =>
    `<path d="M80 36a20 20 0 0 1 40 0" fill="none" stroke="${p.dark}" stroke-width="8"/><rect x="48" y="40" width="104" height="134" rx="30" fill="${p.main}"/>` +
    `<rect x="66" y="110" width="68" height="46" rx="12" fill="${p.dark}"/><rect x="84" y="120" width="32" height="6" rx="3" fill="${p.light}"/>`,
  mat: (p) =>
    `<rect x="30" y="70" width="130" height="64" rx="4" fill="${p.main}"/><ellipse cx="160" cy="102" rx="18" ry="32" fill="${p.dark}"/>` +
    `<ellipse cx="160" cy="102" rx="8" ry="16" fill="${p.light}"/>`,
  dumbbell: (p) =>
    `<rect x="56" y="94" width="88" height="14" rx="5" fill="${p.dark}"/><rect x="30" y="62" width="26" height="78" rx="8" fill="${p.main}"/>` +
    `<rect x="144" y="62" width="26" height="78" rx="8" fill="${p.main}"/><rect x="16" y="76" width="14" height="50" rx="5" fill="${p.dark}"/><rect x="170" y="76" width="14" height="50" rx="5" fill="${p.dark}"/>`,
  watch: (p) =>
    `<rect x="78" y="14" width="44" height="172" rx="14" fill="${p.dark}"/><circle cx="100" cy="100" r="46" fill="${p.main}"/>` +
    `<circle cx="100" cy="100" r="36" fill="${p.light}"/><path d="M100 100V74M100 100l18 10" stroke="${p.dark}" stroke-width="5" stroke-linecap="round"/>`,
  bag: (p) =>
    `<path d="M74 70V56a26 26 0 0 1 52 0v14" fill="none" stroke="${p.dark}" stroke-width="8"/><path d="M40 70h120l-10 104H50z" fill="${p.main}"/>` +
    `<rect x="40" y="70" width="120" height="14" fill="${p.dark}"/>`,
  wallet: (p) =>
    `<rect x="30" y="56" width="140" height="96" rx="14" fill="${p.main}"/><path d="M110 84h60v40h-60a20 20 0 0 1 0-40z" fill="${p.dark}"/>` +
    `<circle cx="114" cy="104" r="7" fill="${p.light}"/>`,
  glasses: (p) =>
    `<circle cx="60" cy="106" r="34" fill="${p.soft}" stroke="${p.dark}" stroke-width="9"/><circle cx="140" cy="106" r="34" fill="${p.soft}" stroke="${p.dark}" stroke-width="9"/>` +
    `<path d="M94 100q6-8 12 0" fill="none" stroke="${p.dark}" stroke-width="8"/><path d="M26 100L12 80M174 100l14-20" stroke="${p.dark}" stroke-width="8" stroke-linecap="round"/>`,
  pen: (p) =>
    `<g transform="rotate(-40 100 100)"><rect x="28" y="88" width="130" height="24" rx="10" fill="${p.main}"/>` +
    `<path d="M158 88l30 12-30 12z" fill="${p.dark}"/><rect x="44" y="80" width="50" height="8" rx="4" fill="${p.dark}"/></g>`,
  notebook: (p) =>
    `<rect x="48" y="24" width="112" height="152" rx="10" fill="${p.main}"/><rect x="60" y="24" width="10" height="152" fill="${p.dark}"/>` +
    `<rect x="86" y="56" width="56" height="26" rx="4" fill="${p.light}"/>`,
  lamp: (p) =>
    `<rect x="44" y="162" width="80" height="14" rx="6" fill="${p.dark}"/><path d="M84 162L64 96l60-44" fill="none" stroke="${p.dark}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M112 34l56 40-22 20-50-36z" fill="${p.main}"/>`,
  tray: (p) =>
    `<path d="M24 86h152l-14 70H38z" fill="${p.main}"/><rect x="40" y="58" width="120" height="28" rx="4" fill="${p.light}" stroke="${p.dark}" stroke-width="4"/>`,
  chess: (p) =>
    `<rect x="28" y="28" width="144" height="144" rx="8" fill="${p.light}" stroke="${p.dark}" stroke-width="6"/>` +
    [0, 1, 2, 3]
      .flatMap((r) => [0, 1, 2, 3].filter((c) => (r + c) % 2 === 0).map((c) => `<rect x="${34 + c * 33}" y="${34 + r * 33}" width="33" height="33" fill="${p.main}"/>`))
      .join(''),
  cards: (p) =>
    `<rect x="44" y="40" width="80" height="116" rx="10" fill="${p.soft}" stroke="${p.dark}" stroke-width="4" transform="rotate(-12 84 98)"/>` +
    `<rect x="78" y="44" width="80" height="116" rx="10" fill="${p.main}" transform="rotate(10 118 102)"/>` +
    `<path d="M118 86l10 16-10 16-10-16z" fill="${p.light}" transform="rotate(10 118 102)"/>`,
  puzzle: (p) =>
    `<path d="M40 60h40a20 20 0 1 1 40 0h40v40a20 20 0 1 0 0 40v40H120a20 20 0 1 0-40 0H40v-40a20 20 0 1 1 0-40z" fill="${p.main}"/>`,
  blocks: (p) =>
    `<rect x="30" y="110" width="64" height="64" rx="6" fill="${p.main}"/><rect x="106" y="110" width="64" height="64" rx="6" fill="${p.dark}"/>` +
    `<rect x="68" y="40" width="64" height="64" rx="6" fill="${p.soft}" stroke="${p.dark}" stroke-width="4"/>`,
  robot: (p) =>
    `<path d="M100 22v22" stroke="${p.dark}" stroke-width="6"/><circle cx="100" cy="20" r="8" fill="${p.main}"/>` +
    `<rect x="44" y="44" width="112" height="88" rx="20" fill="${p.main}"/><circle cx="76" cy="86" r="14" fill="${p.light}"/><circle cx="124" cy="86" r="14" fill="${p.light}"/>` +
    `<rect x="70" y="140" width="60" height="36" rx="8" fill="${p.dark}"/>`,
  suitcase: (p) =>
    `<path d="M80 44V30h40v14" fill="none" stroke="${p.dark}" stroke-width="8"/><rect x="46" y="44" width="108" height="126" rx="16" fill="${p.main}"/>` +
    `<path d="M80 56v102M120 56v102" stroke="${p.dark}" stroke-width="6"/><circle cx="66" cy="180" r="8" fill="${p.dark}"/><circle cx="134" cy="180" r="8" fill="${p.dark}"/>`,
  pillow: (p) =>
    `<path d="M100 40c44 0 76 30 76 66 0 24-14 40-32 40-14 0-20-10-20-24 0-16-10-26-24-26s-24 10-24 26c0 14-6 24-20 24-18 0-32-16-32-40 0-36 32-66 76-66z" fill="${p.main}"/>`,
  plug: (p) =>
    `<rect x="54" y="64" width="92" height="96" rx="18" fill="${p.main}"/><rect x="76" y="30" width="12" height="36" rx="4" fill="${p.dark}"/>` +
    `<rect x="112" y="30" width="12" height="36" rx="4" fill="${p.dark}"/><circle cx="100" cy="120" r="16" fill="${p.light}"/>`,
  camera: (p) =>
    `<rect x="24" y="60" width="152" height="100" rx="16" fill="${p.main}"/><rect x="42" y="46" width="40" height="20" rx="6" fill="${p.dark}"/>` +
    `<circle cx="108" cy="110" r="36" fill="${p.dark}"/><circle cx="108" cy="110" r="22" fill="${p.soft}"/>`,
  tripod: (p) =>
    `<rect x="66" y="22" width="68" height="40" rx="8" fill="${p.main}"/><path d="M100 62L40 180M100 62l60 118M100 62v118" stroke="${p.dark}" stroke-width="8" stroke-linecap="round"/>`,
  gift: (p) =>
    `<rect x="36" y="80" width="128" height="96" rx="8" fill="${p.main}"/><rect x="28" y="58" width="144" height="30" rx="8" fill="${p.dark}"/>` +
    `<rect x="92" y="58" width="16" height="118" fill="${p.light}"/><path d="M100 58c-20-30-50-20-34 0M100 58c20-30 50-20 34 0" fill="none" stroke="${p.dark}" stroke-width="7"/>`,
};

/** Keyword (a whole word of the name, or hyphen-joined words) → shape; first match wins. */
const KEYWORDS: [string, keyof typeof SHAPES][] = [
  ['smart-speaker', 'speaker'], ['smart-speakers', 'speaker'], ['earbuds', 'earbuds'], ['headphones', 'headphones'], ['audio', 'headphones'],
  ['soundbar', 'soundbar'], ['speaker', 'speaker'], ['speakers', 'speaker'],
  ['display', 'screen'], ['tablet', 'screen'], ['tablets', 'screen'], ['e-reader', 'screen'],
  ['bulb', 'bulb'], ['lighting', 'bulb'], ['light-strip', 'bulb'],
  ['keyboard', 'keyboard'], ['keyboards', 'keyboard'], ['mouse', 'mouse'],
  ['pan', 'pan'], ['pans', 'pan'], ['skillet', 'pan'], ['cookware', 'pan'],
  ['knife', 'knife'], ['knives', 'knife'],
  ['coffee', 'coffee'], ['espresso', 'coffee'], ['blender', 'blender'], ['blenders', 'blender'], ['smoothie', 'blender'],
  ['bottle', 'bottle'], ['drinkware', 'bottle'], ['mug', 'mug'], ['tumbler', 'mug'],
  ['bowl', 'bowl'], ['dinner', 'bowl'], ['tableware', 'bowl'],
  ['shoe', 'shoe'], ['shoes', 'shoe'], ['boot', 'shoe'], ['boots', 'shoe'], ['footwear', 'shoe'],
  ['tent', 'tent'], ['tents', 'tent'], ['shelter', 'tent'], ['camping', 'tent'],
  ['backpack', 'backpack'], ['backpacks', 'backpack'], ['daypack', 'backpack'],
  ['yoga', 'mat'], ['mat', 'mat'], ['dumbbell', 'dumbbell'], ['kettlebell', 'dumbbell'], ['weights', 'dumbbell'],
  ['watch', 'watch'], ['watches', 'watch'], ['chronograph', 'watch'], ['chronographs', 'watch'], ['smartwatch', 'watch'],
  ['smartwatches', 'watch'], ['tracker', 'watch'],
  ['tote', 'bag'], ['bags', 'bag'], ['weekender', 'bag'], ['wallet', 'wallet'], ['wallets', 'wallet'], ['holder', 'wallet'],
  ['sunglasses', 'glasses'], ['glasses', 'glasses'], ['aviators', 'glasses'], ['eyewear', 'glasses'],
  ['pen', 'pen'], ['pens', 'pen'], ['writing', 'pen'], ['pointer', 'pen'], ['pointers', 'pen'], ['presenter', 'pen'],
  ['notebook', 'notebook'], ['notebooks', 'notebook'], ['journal', 'notebook'],
  ['lamp', 'lamp'], ['lamps', 'lamp'], ['task-light', 'lamp'], ['desk-accessories', 'lamp'],
  ['organizer', 'tray'], ['organizers', 'tray'], ['tray', 'tray'],
  ['whiteboard', 'board'], ['whiteboards', 'board'], ['glass-board', 'board'], ['presentation', 'board'],
  ['chess', 'chess'], ['strategy', 'chess'], ['board-games', 'chess'], ['card', 'cards'], ['family', 'cards'],
  ['puzzle', 'puzzle'], ['puzzles', 'puzzle'], ['model', 'blocks'], ['building', 'blocks'], ['construction', 'blocks'],
  ['marble', 'blocks'], ['robot', 'robot'], ['robotics', 'robot'],
  ['suitcase', 'suitcase'], ['suitcases', 'suitcase'], ['carry-on', 'suitcase'], ['spinner', 'suitcase'], ['luggage', 'suitcase'],
  ['cabin', 'suitcase'], ['travel-pillow', 'pillow'], ['pillow', 'pillow'], ['pillows', 'pillow'], ['sleep', 'pillow'],
  ['travel-accessories', 'pillow'], ['adapter', 'plug'], ['adapters', 'plug'], ['power', 'plug'],
  ['camera', 'camera'], ['cameras', 'camera'], ['photography', 'camera'], ['tripod', 'tripod'], ['tripods', 'tripod'], ['gimbal', 'tripod'],
  // Category-level words last, so a product's own noun wins ("Fitness Tracker" is a watch).
  ['electronics', 'speaker'], ['computing', 'keyboard'], ['smart-home', 'bulb'], ['kitchen', 'pan'], ['appliances', 'blender'],
  ['dining', 'bowl'], ['sports', 'shoe'], ['fitness', 'dumbbell'], ['fashion', 'watch'], ['office', 'pen'], ['toys', 'blocks'],
  ['travel', 'suitcase'],
];

export function shapeFor(base: string, paint: Paint): string {
  const padded = `-${base}-`;
  const found = KEYWORDS.find(([keyword]) => padded.includes(`-${keyword}-`));
  return (SHAPES[found?.[1] ?? 'gift'] ?? SHAPES.gift!)(paint);
}

export const SHAPE_NAMES = Object.keys(SHAPES);
