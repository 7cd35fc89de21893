// Words the catalogue generator builds product names from, with their fr/es/de forms, so the
// translated names (Product.langs) read as real names rather than machine output.
//
// Nouns are `en|fr:g|es:g|de:g` where g is the grammatical gender (m, f, n) and a trailing `p`
// marks a plural noun (French and Spanish adjectives agree with both).

export type Gender = 'm' | 'f' | 'n';
export interface Word {
  text: string;
  gender: Gender;
  plural: boolean;
}
export interface Noun {
  en: string;
  fr: Word;
  es: Word;
  de: Word;
}
export interface Adjective {
  en: string;
  /** Masculine and feminine singular; plurals are derived. */
  fr: [string, string];
  es: [string, string];
  /** Stem; the strong ending (-er, -e, -es) is added for the noun's gender. */
  de: string;
}

const word = (spec: string): Word => {
  const [text, g] = spec.split(':') as [string, string];
  return { text, gender: g[0] as Gender, plural: g.endsWith('p') };
};
const noun = (spec: string): Noun => {
  const [en, fr, es, de] = spec.split('|') as [string, string, string, string];
  return { en, fr: word(fr), es: word(es), de: word(de) };
};

/** Two product nouns for each leaf category slug. */
export const NOUNS_BY_LEAF: Record<string, Noun[]> = Object.fromEntries(
  Object.entries({
    headphones: ['Headphones|Casque:m|Auriculares:mp|Kopfhörer:m', 'Earbuds|Écouteurs:mp|Auriculares intraurales:mp|Ohrhörer:m'],
    speakers: ['Speaker|Enceinte:f|Altavoz:m|Lautsprecher:m', 'Soundbar|Barre de son:f|Barra de sonido:f|Soundbar:f'],
    'smart-speakers': ['Smart Speaker|Enceinte connectée:f|Altavoz inteligente:m|Smart Speaker:m', 'Smart Display|Écran connecté:m|Pantalla inteligente:f|Smart Display:n'],
    'smart-lighting': ['Light Strip|Ruban lumineux:m|Tira de luz:f|Lichtleiste:f', 'Smart Bulb|Ampoule connectée:f|Bombilla inteligente:f|Glühbirne:f'],
    tablets: ['Tablet|Tablette:f|Tableta:f|Tablet:n', 'E-Reader|Liseuse:f|Lector electrónico:m|E-Reader:m'],
    'keyboards-and-mice': ['Keyboard|Clavier:m|Teclado:m|Tastatur:f', 'Mouse|Souris:f|Ratón:m|Maus:f'],
    'frying-pans': ['Frying Pan|Poêle:f|Sartén:f|Bratpfanne:f', 'Skillet|Sauteuse:f|Sartén honda:f|Schmorpfanne:f'],
    knives: ['Chef Knife|Couteau de chef:m|Cuchillo de chef:m|Kochmesser:n', 'Knife Set|Set de couteaux:m|Juego de cuchillos:m|Messerset:n'],
    'coffee-makers': ['Coffee Maker|Cafetière:f|Cafetera:f|Kaffeemaschine:f', 'Espresso Machine|Machine à expresso:f|Máquina de espresso:f|Espressomaschine:f'],
    blenders: ['Blender|Blender:m|Batidora:f|Standmixer:m', 'Smoothie Maker|Blender à smoothies:m|Licuadora de batidos:f|Smoothie-Maker:m'],
    drinkware: ['Travel Mug|Mug de voyage:m|Taza de viaje:f|Reisebecher:m', 'Tumbler|Gobelet:m|Vaso térmico:m|Thermobecher:m'],
    tableware: ['Dinner Set|Service de table:m|Vajilla:f|Tafelservice:n', 'Serving Bowl|Saladier:m|Ensaladera:f|Servierschüssel:f'],
    'running-shoes': ['Running Shoe|Chaussure de running:f|Zapatilla de running:f|Laufschuh:m', 'Trail Shoe|Chaussure de trail:f|Zapatilla de trail:f|Trailschuh:m'],
    'hiking-boots': ['Hiking Boot|Chaussure de randonnée:f|Bota de montaña:f|Wanderschuh:m', 'Trek Boot|Botte de trekking:f|Bota de trekking:f|Trekkingstiefel:m'],
    tents: ['Tent|Tente:f|Tienda de campaña:f|Zelt:n', 'Shelter|Abri:m|Refugio:m|Unterstand:m'],
    backpacks: ['Backpack|Sac à dos:m|Mochila:f|Rucksack:m', 'Daypack|Sac de jour:m|Mochila de día:f|Tagesrucksack:m'],
    yoga: ['Yoga Mat|Tapis de yoga:m|Esterilla de yoga:f|Yogamatte:f', 'Yoga Block|Brique de yoga:f|Bloque de yoga:m|Yogablock:m'],
    weights: ['Dumbbell Set|Set d’haltères:m|Juego de mancuernas:m|Hantelset:n', 'Kettlebell|Kettlebell:m|Pesa rusa:f|Kettlebell:f'],
    chronographs: ['Chronograph Watch|Montre chronographe:f|Reloj cronógrafo:m|Chronograph:m', 'Dive Watch|Montre de plongée:f|Reloj de buceo:m|Taucheruhr:f'],
    smartwatches: ['Smartwatch|Montre connectée:f|Reloj inteligente:m|Smartwatch:f', 'Fitness Tracker|Bracelet d’activité:m|Pulsera de actividad:f|Fitnesstracker:m'],
    'tote-bags': ['Tote Bag|Sac cabas:m|Bolso tote:m|Shopper:m', 'Weekender|Sac week-end:m|Bolsa de fin de semana:f|Weekender:m'],
    wallets: ['Wallet|Portefeuille:m|Cartera:f|Geldbörse:f', 'Card Holder|Porte-cartes:m|Tarjetero:m|Kartenetui:n'],
    sunglasses: ['Sunglasses|Lunettes de soleil:fp|Gafas de sol:fp|Sonnenbrille:f', 'Aviators|Lunettes aviateur:fp|Gafas de aviador:fp|Pilotenbrille:f'],
    'blue-light-glasses': ['Blue Light Glasses|Lunettes anti-lumière bleue:fp|Gafas de luz azul:fp|Blaulichtbrille:f', 'Screen Glasses|Lunettes d’écran:fp|Gafas para pantalla:fp|Bildschirmbrille:f'],
    pens: ['Fountain Pen|Stylo plume:m|Pluma estilográfica:f|Füllfederhalter:m', 'Rollerball Pen|Stylo roller:m|Bolígrafo roller:m|Tintenroller:m'],
    notebooks: ['Notebook|Carnet:m|Cuaderno:m|Notizbuch:n', 'Journal|Journal:m|Diario:m|Tagebuch:n'],
    'desk-lamps': ['Desk Lamp|Lampe de bureau:f|Lámpara de escritorio:f|Schreibtischlampe:f', 'Task Light|Lampe d’appoint:f|Lámpara de trabajo:f|Arbeitsleuchte:f'],
    organizers: ['Desk Organizer|Organiseur de bureau:m|Organizador de escritorio:m|Schreibtisch-Organizer:m', 'Document Tray|Corbeille à courrier:f|Bandeja de documentos:f|Briefablage:f'],
    whiteboards: ['Whiteboard|Tableau blanc:m|Pizarra blanca:f|Whiteboard:n', 'Glass Board|Tableau en verre:m|Pizarra de vidrio:f|Glastafel:f'],
    'laser-pointers': ['Presenter|Télécommande de présentation:f|Presentador:m|Presenter:m', 'Laser Pointer|Pointeur laser:m|Puntero láser:m|Laserpointer:m'],
    'strategy-games': ['Strategy Game|Jeu de stratégie:m|Juego de estrategia:m|Strategiespiel:n', 'Chess Set|Jeu d’échecs:m|Juego de ajedrez:m|Schachspiel:n'],
    'family-games': ['Family Game|Jeu familial:m|Juego familiar:m|Familienspiel:n', 'Card Game|Jeu de cartes:m|Juego de cartas:m|Kartenspiel:n'],
    'jigsaw-puzzles': ['Jigsaw Puzzle|Puzzle:m|Puzle:m|Puzzle:n', 'Panorama Puzzle|Puzzle panoramique:m|Puzle panorámico:m|Panoramapuzzle:n'],
    '3d-puzzles': ['3D Puzzle|Puzzle 3D:m|Puzle 3D:m|3D-Puzzle:n', 'Wooden Model Kit|Maquette en bois:f|Maqueta de madera:f|Holzmodellbausatz:m'],
    'construction-kits': ['Building Set|Jeu de construction:m|Juego de construcción:m|Bauset:n', 'Marble Run|Circuit à billes:m|Circuito de canicas:m|Murmelbahn:f'],
    'robotics-kits': ['Robot Kit|Kit robot:m|Kit de robot:m|Roboterbausatz:m', 'Coding Robot|Robot codeur:m|Robot programable:m|Programmierroboter:m'],
    'carry-on-luggage': ['Carry-On|Valise cabine:f|Maleta de cabina:f|Handgepäckkoffer:m', 'Cabin Bag|Bagage cabine:m|Bolsa de cabina:f|Bordtasche:f'],
    suitcases: ['Suitcase|Valise:f|Maleta:f|Koffer:m', 'Spinner Case|Valise à roulettes:f|Maleta con ruedas:f|Trolley:m'],
    'travel-pillows': ['Travel Pillow|Oreiller de voyage:m|Almohada de viaje:f|Reisekissen:n', 'Sleep Kit|Kit de sommeil:m|Kit de descanso:m|Schlafset:n'],
    'power-adapters': ['Travel Adapter|Adaptateur de voyage:m|Adaptador de viaje:m|Reiseadapter:m', 'Power Bank|Batterie externe:f|Batería externa:f|Powerbank:f'],
    'action-cameras': ['Action Camera|Caméra d’action:f|Cámara de acción:f|Actionkamera:f', 'Vlog Camera|Caméra vlog:f|Cámara para vlog:f|Vlog-Kamera:f'],
    tripods: ['Tripod|Trépied:m|Trípode:m|Stativ:n', 'Gimbal|Stabilisateur:m|Estabilizador:m|Gimbal:m'],
  }).map(([leaf, specs]) => [leaf, specs.map(noun)]),
);

const adj = (en: string, fr: string, es: string, de: string): Adjective => {
  const [frM, frF = frM] = fr.split('/') as [string, string?];
  const [esM, esF = esM] = es.split('/') as [string, string?];
  return { en, fr: [frM, frF], es: [esM, esF], de };
};

export const ADJECTIVES: readonly Adjective[] = [
  adj('Compact', 'compact/compacte', 'compacto/compacta', 'kompakt'),
  adj('Classic', 'classique', 'clásico/clásica', 'klassisch'),
  adj('Premium', 'haut de gamme', 'prémium', 'hochwertig'),
  adj('Ultralight', 'ultraléger/ultralégère', 'ultraligero/ultraligera', 'ultraleicht'),
  adj('Modern', 'moderne', 'moderno/moderna', 'modern'),
  adj('Rugged', 'robuste', 'resistente', 'robust'),
  adj('Deluxe', 'de luxe', 'de lujo', 'luxuriös'),
  adj('Smart', 'intelligent/intelligente', 'inteligente', 'smart'),
  adj('Portable', 'portable', 'portátil', 'tragbar'),
  adj('Elegant', 'élégant/élégante', 'elegante', 'elegant'),
  adj('Urban', 'urbain/urbaine', 'urbano/urbana', 'urban'),
  adj('Nordic', 'nordique', 'nórdico/nórdica', 'nordisch'),
  adj('Pro', 'pro', 'profesional', 'professionell'),
  adj('Eco', 'écologique', 'ecológico/ecológica', 'umweltfreundlich'),
  adj('Lightweight', 'léger/légère', 'ligero/ligera', 'leicht'),
  adj('Ergonomic', 'ergonomique', 'ergonómico/ergonómica', 'ergonomisch'),
  adj('Advanced', 'avancé/avancée', 'avanzado/avanzada', 'fortschrittlich'),
  adj('Signature', 'signature', 'exclusivo/exclusiva', 'exklusiv'),
];

// Phrases ("de luxe", "haut de gamme") and loanwords ("pro", "signature") do not agree.
const INVARIABLE = /\s|^pro$|^signature$|^prémium$/;
const plural = (w: string, lang: 'fr' | 'es'): string => {
  if (INVARIABLE.test(w) || /[sx]$/.test(w)) return w;
  if (lang === 'es' && /[^aeiouáéó]$/.test(w)) return `${w}es`;
  return `${w}s`;
};

/** French and Spanish: the adjective after the noun, agreeing in gender and number. */
function romance(n: Word, a: [string, string], lang: 'fr' | 'es'): string {
  let form = n.gender === 'f' ? a[1] : a[0];
  if (n.plural) form = plural(form, lang);
  return `${n.text} ${form}`;
}

/** German: the adjective first, strong declension without article, capitalised as in a title. */
function german(n: Word, stem: string): string {
  const ending = n.plural ? 'e' : n.gender === 'm' ? 'er' : n.gender === 'f' ? 'e' : 'es';
  return `${stem[0]!.toUpperCase()}${stem.slice(1)}${ending} ${n.text}`;
}

/**
 * The product name in each product-name locale. Without the brand, as real catalogues name
 * products ("Portable Smart Bulb" by Aurora): the brand is its own field, and a name that began
 * with it would make the name orders repeat the brand orders.
 */
export function translatedNames(a: Adjective, n: Noun, suffix: string) {
  const tail = suffix ? ` ${suffix}` : '';
  return {
    en: `${a.en} ${n.en}${tail}`,
    fr: `${romance(n.fr, a.fr, 'fr')}${tail}`,
    es: `${romance(n.es, a.es, 'es')}${tail}`,
    de: `${german(n.de, a.de)}${tail}`,
  };
}

/** Brands by top-level category slug; 36 in all, so every filter has a long list. */
export const BRANDS_BY_TOP: Record<string, string[]> = {
  electronics: ['Aurora', 'Sonora', 'Voltiq', 'Pixelnest', 'Lumen', 'Kestrel Labs'],
  'home-and-kitchen': ['Hydrapeak', 'Copperleaf', 'Hearth & Co', 'Brewhaus', 'Stoneware Studio'],
  'sports-and-outdoors': ['Stride', 'Ridgeline', 'Trailhead', 'Peakform', 'Basecamp'],
  'fashion-and-accessories': ['Meridian', 'Luxe Lane', 'Solstice', 'Harbor & Pine', 'Vantage'],
  'office-and-stationery': ['Inkwell', 'Quillmark', 'Deskcraft', 'Papyra', 'Brightline'],
  'toys-and-games': ['Playforge', 'Brightbox', 'Tinker & Twine', 'Meeple Works', 'Cubeworks'],
  travel: ['Nomad', 'Wayfarer Co', 'Jetstream', 'Globetrek', 'Horizon Optics'],
};

/** Feature lines by top-level category slug; a product takes 1–6 of them. */
export const FEATURES_BY_TOP: Record<string, string[]> = {
  electronics: [
    'Bluetooth 5.3 with multipoint pairing', 'Up to 30 hours of battery life', 'USB-C fast charging',
    'Works with voice assistants', 'Two-year manufacturer warranty', 'Companion app with custom EQ',
    'Splash resistant (IPX4)', 'Auto standby saves power',
  ],
  'home-and-kitchen': [
    'Dishwasher safe', 'PFAS-free non-stick coating', 'Works on induction hobs', 'Brushed stainless steel',
    'Keeps drinks cold for 24 hours', 'BPA-free materials', 'Lifetime warranty', 'Compact footprint',
  ],
  'sports-and-outdoors': [
    'Breathable mesh upper', 'Recycled materials', 'Water-resistant finish', 'Reflective details for low light',
    'Cushioned, supportive fit', 'Packs down small', 'Tested in the Alps', 'Grippy, non-slip surface',
  ],
  'fashion-and-accessories': [
    'Full-grain leather', 'Sapphire crystal glass', 'Water resistant to 100 m', 'UV400 protection',
    'RFID-blocking lining', 'Gift box included', 'Hand-finished stitching', 'Adjustable strap',
  ],
  'office-and-stationery': [
    'Acid-free 100 gsm paper', 'Refillable', 'Lay-flat binding', 'Dimmable warm-to-cool light',
    'Magnetic surface', 'Made from recycled plastic', 'Fits A4 and letter', 'Smudge-proof ink',
  ],
  'toys-and-games': [
    'For ages 8 and up', '2 to 6 players', 'About 45 minutes per game', 'Sustainably sourced wood',
    'Over 1,000 pieces', 'Step-by-step instructions', 'Encourages problem solving', 'Storage box included',
  ],
  travel: [
    'Cabin-size for most airlines', 'TSA-approved lock', '360° spinner wheels', 'Works in 150+ countries',
    '4K video at 60 fps', 'Memory-foam support', 'Expandable by 5 cm', 'Lightweight polycarbonate shell',
  ],
};

export const COLOURS: readonly { name: string; hex: string }[] = [
  { name: 'Black', hex: '#1f2328' },
  { name: 'White', hex: '#e7e5e4' },
  { name: 'Blue', hex: '#2563eb' },
  { name: 'Red', hex: '#dc2626' },
  { name: 'Grey', hex: '#6b7280' },
  { name: 'Green', hex: '#16a34a' },
  { name: 'Navy', hex: '#1e3a8a' },
  { name: 'Silver', hex: '#a8adb7' },
  { name: 'Rose Gold', hex: '#d4947f' },
  { name: 'Olive', hex: '#6b7f3a' },
  { name: 'Sand', hex: '#c8b58c' },
  { name: 'Teal', hex: '#0f766e' },
  { name: 'Charcoal', hex: '#36393f' },
];

export const colourHex = (name: string): string => COLOURS.find((c) => c.name === name)?.hex ?? '#6b7280';

/** Leaf categories whose products come in sizes. */
export const SIZED_LEAVES: Record<string, string[]> = {
  'running-shoes': ['6', '7', '8', '9', '10', '11', '12'],
  'hiking-boots': ['6', '7', '8', '9', '10', '11', '12'],
  'blue-light-glasses': ['Small', 'Medium', 'Large'],
  'yoga': ['Standard', 'Long'],
  'suitcases': ['Small', 'Medium', 'Large'],
  'tents': ['2-person', '3-person', '4-person'],
};

/** Points ranges by leaf category, so a pen never costs more than a tent. All within 500–40,000. */
export const PRICE_BANDS: Record<string, [number, number]> = {
  headphones: [2000, 15000], speakers: [1500, 20000], 'smart-speakers': [1500, 12000], 'smart-lighting': [500, 4000],
  tablets: [6000, 40000], 'keyboards-and-mice': [800, 8000],
  'frying-pans': [1000, 8000], knives: [1000, 12000], 'coffee-makers': [2500, 30000], blenders: [2000, 15000],
  drinkware: [500, 2500], tableware: [1000, 10000],
  'running-shoes': [3000, 12000], 'hiking-boots': [4000, 14000], tents: [4000, 35000], backpacks: [2000, 12000],
  yoga: [500, 4000], weights: [1000, 15000],
  chronographs: [8000, 40000], smartwatches: [5000, 30000], 'tote-bags': [1000, 8000], wallets: [800, 6000],
  sunglasses: [1500, 12000], 'blue-light-glasses': [800, 5000],
  pens: [500, 10000], notebooks: [500, 2500], 'desk-lamps': [1500, 9000], organizers: [500, 3000],
  whiteboards: [1500, 9000], 'laser-pointers': [800, 4000],
  'strategy-games': [1000, 6000], 'family-games': [500, 4000], 'jigsaw-puzzles': [500, 3000], '3d-puzzles': [800, 5000],
  'construction-kits': [1000, 12000], 'robotics-kits': [3000, 20000],
  'carry-on-luggage': [4000, 25000], suitcases: [5000, 35000], 'travel-pillows': [500, 3000], 'power-adapters': [500, 5000],
  'action-cameras': [6000, 35000], tripods: [1000, 12000],
};
