// Summit Rewards' words in its seven locales. Kept apart from the page builders (content.ts) so
// a translator can read one table. sp is Spanish and ge German (the program's locale codes).
import type { Locale } from './types.ts';

export interface SummitText {
  home: string;
  shop: string;
  about: string;
  faq: string;
  terms: string;
  help: string;
  orderSuccess: string;
  /** [title, text, button] for the three slides. */
  slides: [string, string, string][];
  welcomeTitle: string;
  welcomeText: string;
  carouselTitle: string;
  aboutText: string;
  faqs: [string, string][];
  termsText: string;
  successText: string;
}

export const SUMMIT_TEXT: Record<Locale, SummitText> = {
  en: {
    home: 'Home',
    shop: 'Shop',
    about: 'About us',
    faq: 'FAQ',
    terms: 'Terms and conditions',
    help: 'Help',
    orderSuccess: 'Thank you for your order',
    slides: [
      ['Rewards for every summit', 'Redeem your points for gear, gadgets and gifts you will love.', 'Shop now'],
      ['New: Aurora wireless audio', 'Immersive sound and all-day comfort. Now in the catalogue.', 'Explore audio'],
      ['Learn more, earn more', 'Complete courses on the learning platform to grow your balance.', 'Start learning'],
    ],
    welcomeTitle: 'Welcome to Summit Rewards',
    welcomeText:
      'Thank you for your hard work this year. Browse hundreds of rewards from leading brands and redeem your points in a few clicks.',
    carouselTitle: 'Featured rewards',
    aboutText:
      'Summit Rewards is the recognition programme of Summit Outfitters. Every achievement earns points that you can redeem for products from our catalogue.',
    faqs: [
      ['How do I earn points?', 'Points are awarded for sales targets, training and recognition from your colleagues.'],
      ['How long does delivery take?', 'Each product shows its delivery time; most items ship within two weeks.'],
      ['Can I return an item?', 'Contact the programme team within 30 days if an item arrives damaged.'],
    ],
    termsText:
      'Points have no cash value and cannot be transferred. Orders are final once confirmed, except for damaged or missing items. The programme may be changed or ended with 30 days’ notice.',
    successText: 'Your order has been received. We will email you when it ships.',
  },
  fr: {
    home: 'Accueil',
    shop: 'Boutique',
    about: 'À propos',
    faq: 'FAQ',
    terms: 'Conditions générales',
    help: 'Aide',
    orderSuccess: 'Merci pour votre commande',
    slides: [
      ['Des récompenses pour chaque sommet', 'Échangez vos points contre des équipements, des gadgets et des cadeaux qui vous plairont.', 'Découvrir'],
      ['Nouveau : l’audio sans fil Aurora', 'Un son immersif et un confort toute la journée. Désormais au catalogue.', 'Explorer l’audio'],
      ['Apprenez plus, gagnez plus', 'Suivez des formations sur la plateforme d’apprentissage pour augmenter votre solde.', 'Commencer'],
    ],
    welcomeTitle: 'Bienvenue sur Summit Rewards',
    welcomeText:
      'Merci pour votre travail cette année. Parcourez des centaines de récompenses de grandes marques et échangez vos points en quelques clics.',
    carouselTitle: 'Récompenses à la une',
    aboutText:
      'Summit Rewards est le programme de reconnaissance de Summit Outfitters. Chaque réussite vous rapporte des points à échanger contre les produits de notre catalogue.',
    faqs: [
      ['Comment gagner des points ?', 'Les points récompensent les objectifs de vente, les formations et la reconnaissance de vos collègues.'],
      ['Quel est le délai de livraison ?', 'Chaque produit indique son délai de livraison ; la plupart sont expédiés sous deux semaines.'],
      ['Puis-je retourner un article ?', 'Contactez l’équipe du programme dans les 30 jours si un article arrive endommagé.'],
    ],
    termsText:
      'Les points n’ont aucune valeur monétaire et ne sont pas transférables. Les commandes confirmées sont définitives, sauf article endommagé ou manquant. Le programme peut être modifié ou arrêté avec un préavis de 30 jours.',
    successText: 'Votre commande a bien été reçue. Nous vous enverrons un e-mail lors de son expédition.',
  },
  sp: {
    home: 'Inicio',
    shop: 'Tienda',
    about: 'Quiénes somos',
    faq: 'Preguntas frecuentes',
    terms: 'Términos y condiciones',
    help: 'Ayuda',
    orderSuccess: 'Gracias por su pedido',
    slides: [
      ['Recompensas para cada cumbre', 'Canjee sus puntos por equipamiento, tecnología y regalos que le encantarán.', 'Comprar ahora'],
      ['Novedad: audio inalámbrico Aurora', 'Sonido envolvente y comodidad todo el día. Ya en el catálogo.', 'Explorar audio'],
      ['Aprenda más, gane más', 'Complete cursos en la plataforma de aprendizaje para aumentar su saldo.', 'Empezar a aprender'],
    ],
    welcomeTitle: 'Bienvenido a Summit Rewards',
    welcomeText:
      'Gracias por su esfuerzo este año. Descubra cientos de recompensas de las mejores marcas y canjee sus puntos en pocos clics.',
    carouselTitle: 'Recompensas destacadas',
    aboutText:
      'Summit Rewards es el programa de reconocimiento de Summit Outfitters. Cada logro suma puntos que puede canjear por productos de nuestro catálogo.',
    faqs: [
      ['¿Cómo consigo puntos?', 'Los puntos se otorgan por objetivos de ventas, formación y el reconocimiento de sus compañeros.'],
      ['¿Cuánto tarda la entrega?', 'Cada producto indica su plazo de entrega; la mayoría se envía en dos semanas.'],
      ['¿Puedo devolver un artículo?', 'Contacte con el equipo del programa en un plazo de 30 días si un artículo llega dañado.'],
    ],
    termsText:
      'Los puntos no tienen valor monetario y no son transferibles. Los pedidos confirmados son definitivos, salvo artículos dañados o no recibidos. El programa puede modificarse o finalizar con 30 días de preaviso.',
    successText: 'Hemos recibido su pedido. Le enviaremos un correo electrónico cuando se envíe.',
  },
  ge: {
    home: 'Startseite',
    shop: 'Shop',
    about: 'Über uns',
    faq: 'FAQ',
    terms: 'Allgemeine Geschäftsbedingungen',
    help: 'Hilfe',
    orderSuccess: 'Vielen Dank für Ihre Bestellung',
    slides: [
      ['Prämien für jeden Gipfel', 'Lösen Sie Ihre Punkte für Ausrüstung, Technik und Geschenke ein, die Ihnen gefallen.', 'Jetzt einkaufen'],
      ['Neu: Aurora Wireless Audio', 'Raumfüllender Klang und ganztägiger Komfort. Jetzt im Katalog.', 'Audio entdecken'],
      ['Mehr lernen, mehr verdienen', 'Schließen Sie Kurse auf der Lernplattform ab, um Ihr Guthaben zu erhöhen.', 'Jetzt lernen'],
    ],
    welcomeTitle: 'Willkommen bei Summit Rewards',
    welcomeText:
      'Vielen Dank für Ihren Einsatz in diesem Jahr. Entdecken Sie Hunderte Prämien führender Marken und lösen Sie Ihre Punkte mit wenigen Klicks ein.',
    carouselTitle: 'Ausgewählte Prämien',
    aboutText:
      'Summit Rewards ist das Anerkennungsprogramm von Summit Outfitters. Jeder Erfolg bringt Punkte, die Sie gegen Produkte aus unserem Katalog einlösen können.',
    faqs: [
      ['Wie sammle ich Punkte?', 'Punkte gibt es für Verkaufsziele, Schulungen und die Anerkennung durch Kolleginnen und Kollegen.'],
      ['Wie lange dauert die Lieferung?', 'Jedes Produkt zeigt seine Lieferzeit; die meisten Artikel werden innerhalb von zwei Wochen versandt.'],
      ['Kann ich einen Artikel zurückgeben?', 'Wenden Sie sich innerhalb von 30 Tagen an das Programmteam, wenn ein Artikel beschädigt ankommt.'],
    ],
    termsText:
      'Punkte haben keinen Geldwert und sind nicht übertragbar. Bestätigte Bestellungen sind endgültig, außer bei beschädigten oder fehlenden Artikeln. Das Programm kann mit einer Frist von 30 Tagen geändert oder beendet werden.',
    successText: 'Ihre Bestellung ist eingegangen. Wir benachrichtigen Sie per E-Mail, sobald sie versandt wird.',
  },
  it: {
    home: 'Home',
    shop: 'Negozio',
    about: 'Chi siamo',
    faq: 'Domande frequenti',
    terms: 'Termini e condizioni',
    help: 'Aiuto',
    orderSuccess: 'Grazie per il tuo ordine',
    slides: [
      ['Premi per ogni vetta', 'Riscatta i tuoi punti con attrezzatura, tecnologia e regali che adorerai.', 'Acquista ora'],
      ['Novità: audio wireless Aurora', 'Suono avvolgente e comfort tutto il giorno. Ora nel catalogo.', 'Scopri l’audio'],
      ['Impara di più, guadagna di più', 'Completa i corsi sulla piattaforma di formazione per aumentare il tuo saldo.', 'Inizia a imparare'],
    ],
    welcomeTitle: 'Benvenuto in Summit Rewards',
    welcomeText:
      'Grazie per il tuo impegno quest’anno. Scopri centinaia di premi dei migliori marchi e riscatta i tuoi punti in pochi clic.',
    carouselTitle: 'Premi in evidenza',
    aboutText:
      'Summit Rewards è il programma di riconoscimento di Summit Outfitters. Ogni traguardo ti fa guadagnare punti da riscattare con i prodotti del nostro catalogo.',
    faqs: [
      ['Come guadagno punti?', 'I punti premiano gli obiettivi di vendita, la formazione e il riconoscimento dei colleghi.'],
      ['Quanto tempo richiede la consegna?', 'Ogni prodotto indica i tempi di consegna; la maggior parte viene spedita entro due settimane.'],
      ['Posso restituire un articolo?', 'Contatta il team del programma entro 30 giorni se un articolo arriva danneggiato.'],
    ],
    termsText:
      'I punti non hanno valore monetario e non sono trasferibili. Gli ordini confermati sono definitivi, salvo articoli danneggiati o mancanti. Il programma può essere modificato o terminato con un preavviso di 30 giorni.',
    successText: 'Abbiamo ricevuto il tuo ordine. Ti invieremo un’e-mail alla spedizione.',
  },
  pt: {
    home: 'Início',
    shop: 'Loja',
    about: 'Sobre nós',
    faq: 'Perguntas frequentes',
    terms: 'Termos e condições',
    help: 'Ajuda',
    orderSuccess: 'Obrigado pela sua encomenda',
    slides: [
      ['Recompensas para cada conquista', 'Troque os seus pontos por equipamento, tecnologia e presentes de que vai gostar.', 'Comprar agora'],
      ['Novidade: áudio sem fios Aurora', 'Som envolvente e conforto durante todo o dia. Já no catálogo.', 'Explorar áudio'],
      ['Aprenda mais, ganhe mais', 'Conclua cursos na plataforma de aprendizagem para aumentar o seu saldo.', 'Começar a aprender'],
    ],
    welcomeTitle: 'Bem-vindo ao Summit Rewards',
    welcomeText:
      'Obrigado pelo seu empenho este ano. Descubra centenas de recompensas das melhores marcas e troque os seus pontos em poucos cliques.',
    carouselTitle: 'Recompensas em destaque',
    aboutText:
      'O Summit Rewards é o programa de reconhecimento da Summit Outfitters. Cada conquista dá-lhe pontos que pode trocar por produtos do nosso catálogo.',
    faqs: [
      ['Como ganho pontos?', 'Os pontos premeiam objetivos de vendas, formação e o reconhecimento dos colegas.'],
      ['Quanto tempo demora a entrega?', 'Cada produto indica o prazo de entrega; a maioria é enviada em duas semanas.'],
      ['Posso devolver um artigo?', 'Contacte a equipa do programa no prazo de 30 dias se um artigo chegar danificado.'],
    ],
    termsText:
      'Os pontos não têm valor monetário e não são transferíveis. As encomendas confirmadas são definitivas, exceto artigos danificados ou em falta. O programa pode ser alterado ou terminado com um aviso prévio de 30 dias.',
    successText: 'Recebemos a sua encomenda. Enviaremos um e-mail quando for expedida.',
  },
  nl: {
    home: 'Home',
    shop: 'Winkel',
    about: 'Over ons',
    faq: 'Veelgestelde vragen',
    terms: 'Algemene voorwaarden',
    help: 'Hulp',
    orderSuccess: 'Bedankt voor je bestelling',
    slides: [
      ['Beloningen voor elke top', 'Wissel je punten in voor uitrusting, gadgets en cadeaus waar je blij van wordt.', 'Nu shoppen'],
      ['Nieuw: Aurora draadloze audio', 'Meeslepend geluid en de hele dag comfort. Nu in de catalogus.', 'Ontdek audio'],
      ['Meer leren, meer verdienen', 'Rond cursussen af op het leerplatform om je saldo te laten groeien.', 'Begin met leren'],
    ],
    welcomeTitle: 'Welkom bij Summit Rewards',
    welcomeText: 'Bedankt voor je inzet dit jaar. Ontdek honderden beloningen van topmerken en wissel je punten in met een paar klikken.',
    carouselTitle: 'Uitgelichte beloningen',
    aboutText:
      'Summit Rewards is het waarderingsprogramma van Summit Outfitters. Elke prestatie levert punten op die je kunt inwisselen voor producten uit onze catalogus.',
    faqs: [
      ['Hoe verdien ik punten?', 'Punten worden toegekend voor verkoopdoelen, trainingen en waardering van collega’s.'],
      ['Hoe lang duurt de levering?', 'Bij elk product staat de levertijd; de meeste artikelen worden binnen twee weken verzonden.'],
      ['Kan ik een artikel retourneren?', 'Neem binnen 30 dagen contact op met het programmateam als een artikel beschadigd aankomt.'],
    ],
    termsText:
      'Punten hebben geen geldwaarde en zijn niet overdraagbaar. Bevestigde bestellingen zijn definitief, behalve bij beschadigde of ontbrekende artikelen. Het programma kan met een opzegtermijn van 30 dagen worden gewijzigd of beëindigd.',
    successText: 'We hebben je bestelling ontvangen. We sturen je een e-mail zodra deze is verzonden.',
  },
};
