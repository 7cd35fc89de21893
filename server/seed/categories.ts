// The one shared category tree: 7 top-level categories, each with 3 children, each with 2 leaf
// categories (three levels [demo 19]). Products sit in a leaf.
//
// Each name line is `en|fr|sp|ge|it|pt|nl`: the program locales, so the app can show a category
// in the participant's language (Category.translations).

import { slugify } from './rng.ts';
import { imageUrl } from '../images/urls.ts';

const LOCALES = ['fr', 'sp', 'ge', 'it', 'pt', 'nl'] as const;
export type TranslatedLocale = (typeof LOCALES)[number];

export interface SeedCategory {
  id: string;
  slug: string;
  name: string;
  parentId: string | null;
  depth: number;
  position: number;
  image: string;
  translations: Record<TranslatedLocale, string>;
}

type Node = [names: string, children?: Node[]];

const TREE: Node[] = [
  ['Electronics|Électronique|Electrónica|Elektronik|Elettronica|Eletrónica|Elektronica', [
    ['Audio|Audio|Audio|Audio|Audio|Áudio|Audio', [
      ['Headphones|Casques|Auriculares|Kopfhörer|Cuffie|Auscultadores|Koptelefoons'],
      ['Speakers|Enceintes|Altavoces|Lautsprecher|Altoparlanti|Colunas|Luidsprekers'],
    ]],
    ['Smart Home|Maison connectée|Hogar inteligente|Smart Home|Casa intelligente|Casa inteligente|Slim wonen', [
      ['Smart Speakers|Enceintes connectées|Altavoces inteligentes|Smarte Lautsprecher|Altoparlanti smart|Colunas inteligentes|Slimme speakers'],
      ['Smart Lighting|Éclairage connecté|Iluminación inteligente|Smarte Beleuchtung|Illuminazione smart|Iluminação inteligente|Slimme verlichting'],
    ]],
    ['Computing|Informatique|Informática|Computer|Informatica|Informática|Computers', [
      ['Tablets|Tablettes|Tabletas|Tablets|Tablet|Tablets|Tablets'],
      ['Keyboards & Mice|Claviers et souris|Teclados y ratones|Tastaturen & Mäuse|Tastiere e mouse|Teclados e ratos|Toetsenborden en muizen'],
    ]],
  ]],
  ['Home & Kitchen|Maison et cuisine|Hogar y cocina|Haus & Küche|Casa e cucina|Casa e cozinha|Huis en keuken', [
    ['Cookware|Batterie de cuisine|Menaje de cocina|Kochgeschirr|Pentole|Utensílios de cozinha|Kookgerei', [
      ['Frying Pans|Poêles|Sartenes|Bratpfannen|Padelle|Frigideiras|Koekenpannen'],
      ['Knives|Couteaux|Cuchillos|Messer|Coltelli|Facas|Messen'],
    ]],
    ['Small Appliances|Petit électroménager|Pequeños electrodomésticos|Kleingeräte|Piccoli elettrodomestici|Pequenos eletrodomésticos|Kleine apparaten', [
      ['Coffee Makers|Cafetières|Cafeteras|Kaffeemaschinen|Macchine da caffè|Máquinas de café|Koffiezetapparaten'],
      ['Blenders|Blenders|Batidoras|Standmixer|Frullatori|Liquidificadores|Blenders'],
    ]],
    ['Dining|Arts de la table|Mesa|Tischkultur|Tavola|Mesa|Tafelen', [
      ['Drinkware|Verres et gourdes|Vasos y botellas|Trinkgefäße|Bicchieri e borracce|Copos e garrafas|Drinkgerei'],
      ['Tableware|Vaisselle|Vajilla|Geschirr|Stoviglie|Louça|Servies'],
    ]],
  ]],
  ['Sports & Outdoors|Sports et plein air|Deportes y aire libre|Sport & Outdoor|Sport e outdoor|Desporto e ar livre|Sport en buiten', [
    ['Footwear|Chaussures|Calzado|Schuhe|Calzature|Calçado|Schoenen', [
      ['Running Shoes|Chaussures de running|Zapatillas de running|Laufschuhe|Scarpe da corsa|Sapatilhas de corrida|Hardloopschoenen'],
      ['Hiking Boots|Chaussures de randonnée|Botas de montaña|Wanderschuhe|Scarponi da trekking|Botas de caminhada|Wandelschoenen'],
    ]],
    ['Camping|Camping|Acampada|Camping|Campeggio|Campismo|Kamperen', [
      ['Tents|Tentes|Tiendas de campaña|Zelte|Tende|Tendas|Tenten'],
      ['Backpacks|Sacs à dos|Mochilas|Rucksäcke|Zaini|Mochilas|Rugzakken'],
    ]],
    ['Fitness|Fitness|Fitness|Fitness|Fitness|Fitness|Fitness', [
      ['Yoga|Yoga|Yoga|Yoga|Yoga|Ioga|Yoga'],
      ['Weights|Poids et haltères|Pesas|Gewichte|Pesi|Pesos|Gewichten'],
    ]],
  ]],
  ['Fashion & Accessories|Mode et accessoires|Moda y accesorios|Mode & Accessoires|Moda e accessori|Moda e acessórios|Mode en accessoires', [
    ['Watches|Montres|Relojes|Uhren|Orologi|Relógios|Horloges', [
      ['Chronographs|Chronographes|Cronógrafos|Chronographen|Cronografi|Cronógrafos|Chronografen'],
      ['Smartwatches|Montres connectées|Relojes inteligentes|Smartwatches|Smartwatch|Relógios inteligentes|Smartwatches'],
    ]],
    ['Bags|Sacs|Bolsos|Taschen|Borse|Malas|Tassen', [
      ['Tote Bags|Sacs cabas|Bolsos tote|Shopper|Borse tote|Sacos tote|Draagtassen'],
      ['Wallets|Portefeuilles|Carteras|Geldbörsen|Portafogli|Carteiras|Portemonnees'],
    ]],
    ['Eyewear|Lunettes|Gafas|Brillen|Occhiali|Óculos|Brillen', [
      ['Sunglasses|Lunettes de soleil|Gafas de sol|Sonnenbrillen|Occhiali da sole|Óculos de sol|Zonnebrillen'],
      ['Blue Light Glasses|Lunettes anti-lumière bleue|Gafas de luz azul|Blaulichtbrillen|Occhiali luce blu|Óculos de luz azul|Blauwlichtbrillen'],
    ]],
  ]],
  ['Office & Stationery|Bureau et papeterie|Oficina y papelería|Büro & Schreibwaren|Ufficio e cancelleria|Escritório e papelaria|Kantoor en schrijfwaren', [
    ['Writing|Écriture|Escritura|Schreiben|Scrittura|Escrita|Schrijven', [
      ['Pens|Stylos|Bolígrafos|Stifte|Penne|Canetas|Pennen'],
      ['Notebooks|Carnets|Cuadernos|Notizbücher|Quaderni|Cadernos|Notitieboeken'],
    ]],
    ['Desk Accessories|Accessoires de bureau|Accesorios de escritorio|Schreibtischzubehör|Accessori da scrivania|Acessórios de secretária|Bureauaccessoires', [
      ['Desk Lamps|Lampes de bureau|Lámparas de escritorio|Schreibtischlampen|Lampade da scrivania|Candeeiros de secretária|Bureaulampen'],
      ['Organizers|Organiseurs|Organizadores|Organizer|Organizer|Organizadores|Organizers'],
    ]],
    ['Presentation|Présentation|Presentación|Präsentation|Presentazione|Apresentação|Presentatie', [
      ['Whiteboards|Tableaux blancs|Pizarras blancas|Whiteboards|Lavagne bianche|Quadros brancos|Whiteboards'],
      ['Laser Pointers|Pointeurs laser|Punteros láser|Laserpointer|Puntatori laser|Ponteiros laser|Laserpointers'],
    ]],
  ]],
  ['Toys & Games|Jouets et jeux|Juguetes y juegos|Spielzeug & Spiele|Giocattoli e giochi|Brinquedos e jogos|Speelgoed en spellen', [
    ['Board Games|Jeux de société|Juegos de mesa|Brettspiele|Giochi da tavolo|Jogos de tabuleiro|Bordspellen', [
      ['Strategy Games|Jeux de stratégie|Juegos de estrategia|Strategiespiele|Giochi di strategia|Jogos de estratégia|Strategiespellen'],
      ['Family Games|Jeux familiaux|Juegos familiares|Familienspiele|Giochi per famiglie|Jogos de família|Familiespellen'],
    ]],
    ['Puzzles|Puzzles|Rompecabezas|Puzzles|Puzzle|Puzzles|Puzzels', [
      ['Jigsaw Puzzles|Puzzles classiques|Puzles|Legepuzzles|Puzzle a incastro|Quebra-cabeças|Legpuzzels'],
      ['3D Puzzles|Puzzles 3D|Puzles 3D|3D-Puzzles|Puzzle 3D|Puzzles 3D|3D-puzzels'],
    ]],
    ['Building Sets|Jeux de construction|Juegos de construcción|Bausätze|Set di costruzioni|Conjuntos de construção|Bouwsets', [
      ['Construction Kits|Kits de construction|Kits de construcción|Baukästen|Kit di costruzione|Kits de construção|Bouwpakketten'],
      ['Robotics Kits|Kits de robotique|Kits de robótica|Robotik-Bausätze|Kit di robotica|Kits de robótica|Robotica-bouwpakketten'],
    ]],
  ]],
  ['Travel|Voyage|Viajes|Reisen|Viaggi|Viagens|Reizen', [
    ['Luggage|Bagages|Equipaje|Gepäck|Bagagli|Bagagem|Bagage', [
      ['Carry-on Luggage|Bagages cabine|Equipaje de mano|Handgepäck|Bagaglio a mano|Bagagem de mão|Handbagage'],
      ['Suitcases|Valises|Maletas|Koffer|Valigie|Malas de viagem|Koffers'],
    ]],
    ['Travel Accessories|Accessoires de voyage|Accesorios de viaje|Reisezubehör|Accessori da viaggio|Acessórios de viagem|Reisaccessoires', [
      ['Travel Pillows|Oreillers de voyage|Almohadas de viaje|Reisekissen|Cuscini da viaggio|Almofadas de viagem|Reiskussens'],
      ['Power Adapters|Adaptateurs secteur|Adaptadores de corriente|Reiseadapter|Adattatori di corrente|Adaptadores de tomada|Reisstekkers'],
    ]],
    ['Photography|Photographie|Fotografía|Fotografie|Fotografia|Fotografia|Fotografie', [
      ['Action Cameras|Caméras d’action|Cámaras de acción|Actionkameras|Action cam|Câmaras de ação|Actiecamera’s'],
      ['Tripods|Trépieds|Trípodes|Stative|Treppiedi|Tripés|Statieven'],
    ]],
  ]],
];

function build(): SeedCategory[] {
  const out: SeedCategory[] = [];
  const walk = (nodes: Node[], parentId: string | null, depth: number) => {
    // write-catalogue.ts lists a product under at most two ancestors.
    if (depth > 2) throw new Error('the category tree is three levels deep at most');
    nodes.forEach(([names, children], position) => {
      const [en, ...rest] = names.split('|') as [string, ...string[]];
      if (rest.length !== LOCALES.length) throw new Error(`category ${en}: expected ${LOCALES.length} translations`);
      const slug = slugify(en);
      const id = `cat_${slug.replace(/-/g, '_')}`;
      const translations = Object.fromEntries(LOCALES.map((l, i) => [l, rest[i]])) as Record<TranslatedLocale, string>;
      out.push({ id, slug, name: en, parentId, depth, position, image: imageUrl('categories', slug), translations });
      if (children) walk(children, id, depth + 1);
    });
  };
  walk(TREE, null, 0);
  return out;
}

export const CATEGORIES: readonly SeedCategory[] = build();

const byId = new Map(CATEGORIES.map((c) => [c.id, c]));
const bySlug = new Map(CATEGORIES.map((c) => [c.slug, c]));

export function categoryBySlug(slug: string): SeedCategory {
  const category = bySlug.get(slug);
  if (!category) throw new Error(`unknown category ${slug}`);
  return category;
}

/** The category's ancestors, nearest first (a product is listed under all of them). */
export function ancestorsOf(category: SeedCategory): SeedCategory[] {
  const out: SeedCategory[] = [];
  for (let id = category.parentId; id; id = byId.get(id)?.parentId ?? null) {
    const parent = byId.get(id);
    if (parent) out.push(parent);
  }
  return out;
}

export const topLevelCategories = (): SeedCategory[] => CATEGORIES.filter((c) => c.depth === 0);
export const childrenOf = (id: string): SeedCategory[] => CATEGORIES.filter((c) => c.parentId === id);
export const leafCategories = (): SeedCategory[] => CATEGORIES.filter((c) => c.depth === 2);
