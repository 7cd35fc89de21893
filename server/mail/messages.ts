// The texts of every mail, in each program locale. The shop's catalogue (src/i18n) holds what the
// browser shows; mail is written by the server, so its texts live here, one table per locale with
// the same keys (the MailTexts type sees that none is missing). {name} placeholders are filled by
// render.ts, escaped. A text whose words change with a number is a function of that number, so
// each language says it with its own plural forms and case ("innerhalb von 7 Tagen").
import { intlLocale, type Locale } from '../../src/domain/locales.ts';

export type LifetimeUnit = 'minute' | 'hour' | 'day';

/** How long a link works, in the unit a reader counts it in: 60 minutes, 36 hours, 7 days. */
export interface Lifetime {
  unit: LifetimeUnit;
  amount: number;
}

/** A word's forms: for Intl.PluralRules' `one` and for every other count. */
interface Forms {
  one: string;
  other: string;
}

/** "7 Tagen", "1 point": the count in the locale's digits and the form its plural rule picks. */
function counter(locale: Locale): (amount: number, forms: Forms) => string {
  const rules = new Intl.PluralRules(intlLocale(locale));
  const number = new Intl.NumberFormat(intlLocale(locale));
  return (amount, forms) => `${number.format(amount)} ${rules.select(amount) === 'one' ? forms.one : forms.other}`;
}

/** A locale's counted words: the lifetime units in the form its expiry sentence needs, and points. */
function counted(locale: Locale, words: Readonly<Record<LifetimeUnit | 'point', Forms>>) {
  const count = counter(locale);
  return {
    lifetime: ({ unit, amount }: Lifetime) => count(amount, words[unit]),
    points: (amount: number) => count(amount, words.point),
  };
}

export interface MailTexts {
  /** What separates a label from its value: ': ', or ' : ' in French. */
  colon: string;
  greeting: string;
  footer: string;
  linkFallback: string;
  resetSubject: string;
  resetIntro: string;
  resetAction: string;
  resetIgnore: string;
  inviteSubject: string;
  inviteIntro: string;
  inviteAction: string;
  /** How long a reset or invitation link works. */
  linkExpiry: (lifetime: Lifetime) => string;
  orderSubject: string;
  orderIntro: string;
  orderNumber: string;
  orderItems: string;
  quantity: string;
  /** "1 point", "1,200 points". */
  points: (amount: number) => string;
  total: string;
  shipTo: string;
  viewOrder: string;
  shippedSubject: string;
  shippedIntro: string;
  tracking: string;
  track: string;
  cancelledSubject: string;
  cancelledIntro: string;
  /** Points programs: the order's points, given back. {points} is `points(n)`. */
  cancelledRefund: string;
  /** Plateau and claim programs: the gift may be chosen again. */
  cancelledChooseAgain: string;
}

const enCounted = counted('en', {
  minute: { one: 'minute', other: 'minutes' },
  hour: { one: 'hour', other: 'hours' },
  day: { one: 'day', other: 'days' },
  point: { one: 'point', other: 'points' },
});

const en: MailTexts = {
  colon: ': ',
  greeting: 'Hello {name},',
  footer: 'You receive this message as a participant of {program}.',
  linkFallback: 'If the button does not work, copy this address into your browser:',
  resetSubject: 'Reset your {program} password',
  resetIntro: 'Someone asked to reset the password of your {program} account. Choose a new password here:',
  resetAction: 'Choose a new password',
  resetIgnore: 'If you did not ask for this, ignore this message: your password stays as it is.',
  inviteSubject: 'Your {program} account is ready',
  inviteIntro: 'You are invited to {program}. Choose your password to sign in:',
  inviteAction: 'Choose your password',
  linkExpiry: (lifetime) => `The link works once, within ${enCounted.lifetime(lifetime)}.`,
  orderSubject: '{program}: order {number} received',
  orderIntro: 'Thank you for your order. We will let you know when it ships.',
  orderNumber: 'Order number',
  orderItems: 'Items',
  quantity: 'Quantity',
  points: enCounted.points,
  total: 'Total',
  shipTo: 'Shipping address',
  viewOrder: 'View your order',
  shippedSubject: '{program}: order {number} has shipped',
  shippedIntro: 'Good news: these items of your order {number} are on their way.',
  tracking: 'Tracking number',
  track: 'Track the parcel',
  cancelledSubject: '{program}: order {number} cancelled',
  cancelledIntro: 'Your order {number} has been cancelled; these items will not be sent:',
  cancelledRefund: 'Returned to your balance: {points}.',
  cancelledChooseAgain: 'You may choose a gift again.',
};

const frCounted = counted('fr', {
  minute: { one: 'minute', other: 'minutes' },
  hour: { one: 'heure', other: 'heures' },
  day: { one: 'jour', other: 'jours' },
  point: { one: 'point', other: 'points' },
});

const fr: MailTexts = {
  colon: ' : ',
  greeting: 'Bonjour {name},',
  footer: 'Vous recevez ce message en tant que participant à {program}.',
  linkFallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
  resetSubject: 'Réinitialisez votre mot de passe {program}',
  resetIntro: 'Une réinitialisation du mot de passe de votre compte {program} a été demandée. Choisissez un nouveau mot de passe ici :',
  resetAction: 'Choisir un nouveau mot de passe',
  resetIgnore: 'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.',
  inviteSubject: 'Votre compte {program} est prêt',
  inviteIntro: 'Vous êtes invité à {program}. Choisissez votre mot de passe pour vous connecter :',
  inviteAction: 'Choisir mon mot de passe',
  linkExpiry: (lifetime) => `Le lien ne fonctionne qu’une fois, pendant ${frCounted.lifetime(lifetime)}.`,
  orderSubject: '{program} : commande {number} reçue',
  orderIntro: 'Merci pour votre commande. Nous vous préviendrons dès son expédition.',
  orderNumber: 'Numéro de commande',
  orderItems: 'Articles',
  quantity: 'Quantité',
  points: frCounted.points,
  total: 'Total',
  shipTo: 'Adresse de livraison',
  viewOrder: 'Voir votre commande',
  shippedSubject: '{program} : commande {number} expédiée',
  shippedIntro: 'Bonne nouvelle : ces articles de votre commande {number} sont en route.',
  tracking: 'Numéro de suivi',
  track: 'Suivre le colis',
  cancelledSubject: '{program} : commande {number} annulée',
  cancelledIntro: 'Votre commande {number} a été annulée ; ces articles ne vous seront pas envoyés :',
  cancelledRefund: 'Remboursement sur votre solde : {points}.',
  cancelledChooseAgain: 'Vous pouvez de nouveau choisir un cadeau.',
};

const spCounted = counted('sp', {
  minute: { one: 'minuto', other: 'minutos' },
  hour: { one: 'hora', other: 'horas' },
  day: { one: 'día', other: 'días' },
  point: { one: 'punto', other: 'puntos' },
});

const sp: MailTexts = {
  colon: ': ',
  greeting: 'Hola {name}:',
  footer: 'Recibe este mensaje como participante de {program}.',
  linkFallback: 'Si el botón no funciona, copie esta dirección en su navegador:',
  resetSubject: 'Restablezca su contraseña de {program}',
  resetIntro: 'Se ha solicitado restablecer la contraseña de su cuenta de {program}. Elija una nueva contraseña aquí:',
  resetAction: 'Elegir una nueva contraseña',
  resetIgnore: 'Si no lo ha solicitado, ignore este mensaje: su contraseña no cambia.',
  inviteSubject: 'Su cuenta de {program} está lista',
  inviteIntro: 'Le invitamos a {program}. Elija su contraseña para iniciar sesión:',
  inviteAction: 'Elegir mi contraseña',
  linkExpiry: (lifetime) => `El enlace funciona una sola vez, durante ${spCounted.lifetime(lifetime)}.`,
  orderSubject: '{program}: pedido {number} recibido',
  orderIntro: 'Gracias por su pedido. Le avisaremos cuando se envíe.',
  orderNumber: 'Número de pedido',
  orderItems: 'Artículos',
  quantity: 'Cantidad',
  points: spCounted.points,
  total: 'Total',
  shipTo: 'Dirección de envío',
  viewOrder: 'Ver su pedido',
  shippedSubject: '{program}: pedido {number} enviado',
  shippedIntro: 'Buenas noticias: estos artículos de su pedido {number} están en camino.',
  tracking: 'Número de seguimiento',
  track: 'Seguir el paquete',
  cancelledSubject: '{program}: pedido {number} cancelado',
  cancelledIntro: 'Su pedido {number} ha sido cancelado; estos artículos no se enviarán:',
  cancelledRefund: 'Reembolso a su saldo: {points}.',
  cancelledChooseAgain: 'Puede volver a elegir un regalo.',
};

// After »innerhalb von« the dative: 7 Tagen, 1 Tag.
const geCounted = counted('ge', {
  minute: { one: 'Minute', other: 'Minuten' },
  hour: { one: 'Stunde', other: 'Stunden' },
  day: { one: 'Tag', other: 'Tagen' },
  point: { one: 'Punkt', other: 'Punkte' },
});

const ge: MailTexts = {
  colon: ': ',
  greeting: 'Hallo {name},',
  footer: 'Sie erhalten diese Nachricht als Teilnehmer von {program}.',
  linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
  resetSubject: 'Setzen Sie Ihr {program}-Passwort zurück',
  resetIntro: 'Für Ihr {program}-Konto wurde das Zurücksetzen des Passworts angefordert. Wählen Sie hier ein neues Passwort:',
  resetAction: 'Neues Passwort wählen',
  resetIgnore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
  inviteSubject: 'Ihr {program}-Konto ist bereit',
  inviteIntro: 'Sie sind zu {program} eingeladen. Wählen Sie Ihr Passwort, um sich anzumelden:',
  inviteAction: 'Passwort wählen',
  linkExpiry: (lifetime) => `Der Link funktioniert einmal, innerhalb von ${geCounted.lifetime(lifetime)}.`,
  orderSubject: '{program}: Bestellung {number} eingegangen',
  orderIntro: 'Vielen Dank für Ihre Bestellung. Wir benachrichtigen Sie, sobald sie versandt wird.',
  orderNumber: 'Bestellnummer',
  orderItems: 'Artikel',
  quantity: 'Menge',
  points: geCounted.points,
  total: 'Gesamt',
  shipTo: 'Lieferadresse',
  viewOrder: 'Bestellung ansehen',
  shippedSubject: '{program}: Bestellung {number} wurde versandt',
  shippedIntro: 'Gute Nachricht: Diese Artikel Ihrer Bestellung {number} sind unterwegs.',
  tracking: 'Sendungsnummer',
  track: 'Sendung verfolgen',
  cancelledSubject: '{program}: Bestellung {number} storniert',
  cancelledIntro: 'Ihre Bestellung {number} wurde storniert; diese Artikel werden nicht versandt:',
  cancelledRefund: 'Gutschrift auf Ihr Punktekonto: {points}.',
  cancelledChooseAgain: 'Sie können erneut ein Geschenk auswählen.',
};

const itCounted = counted('it', {
  minute: { one: 'minuto', other: 'minuti' },
  hour: { one: 'ora', other: 'ore' },
  day: { one: 'giorno', other: 'giorni' },
  point: { one: 'punto', other: 'punti' },
});

const it: MailTexts = {
  colon: ': ',
  greeting: 'Ciao {name},',
  footer: 'Ricevi questo messaggio come partecipante di {program}.',
  linkFallback: 'Se il pulsante non funziona, copia questo indirizzo nel browser:',
  resetSubject: 'Reimposta la password di {program}',
  resetIntro: 'È stato chiesto di reimpostare la password del tuo account {program}. Scegli una nuova password qui:',
  resetAction: 'Scegli una nuova password',
  resetIgnore: 'Se non l’hai chiesto tu, ignora questo messaggio: la tua password resta invariata.',
  inviteSubject: 'Il tuo account {program} è pronto',
  inviteIntro: 'Sei invitato a {program}. Scegli la tua password per accedere:',
  inviteAction: 'Scegli la tua password',
  linkExpiry: (lifetime) => `Il link funziona una sola volta, entro ${itCounted.lifetime(lifetime)}.`,
  orderSubject: '{program}: ordine {number} ricevuto',
  orderIntro: 'Grazie per il tuo ordine. Ti avviseremo quando verrà spedito.',
  orderNumber: 'Numero d’ordine',
  orderItems: 'Articoli',
  quantity: 'Quantità',
  points: itCounted.points,
  total: 'Totale',
  shipTo: 'Indirizzo di spedizione',
  viewOrder: 'Vedi il tuo ordine',
  shippedSubject: '{program}: ordine {number} spedito',
  shippedIntro: 'Buone notizie: questi articoli del tuo ordine {number} sono in viaggio.',
  tracking: 'Numero di tracciamento',
  track: 'Traccia il pacco',
  cancelledSubject: '{program}: ordine {number} annullato',
  cancelledIntro: 'Il tuo ordine {number} è stato annullato; questi articoli non verranno spediti:',
  cancelledRefund: 'Rimborso sul tuo saldo: {points}.',
  cancelledChooseAgain: 'Puoi scegliere di nuovo un regalo.',
};

const ptCounted = counted('pt', {
  minute: { one: 'minuto', other: 'minutos' },
  hour: { one: 'hora', other: 'horas' },
  day: { one: 'dia', other: 'dias' },
  point: { one: 'ponto', other: 'pontos' },
});

const pt: MailTexts = {
  colon: ': ',
  greeting: 'Olá, {name},',
  footer: 'Você recebe esta mensagem como participante de {program}.',
  linkFallback: 'Se o botão não funcionar, copie este endereço no seu navegador:',
  resetSubject: 'Redefina sua senha de {program}',
  resetIntro: 'Foi pedida a redefinição da senha da sua conta {program}. Escolha uma nova senha aqui:',
  resetAction: 'Escolher uma nova senha',
  resetIgnore: 'Se você não pediu isso, ignore esta mensagem: sua senha continua a mesma.',
  inviteSubject: 'Sua conta {program} está pronta',
  inviteIntro: 'Você foi convidado para {program}. Escolha sua senha para entrar:',
  inviteAction: 'Escolher minha senha',
  linkExpiry: (lifetime) => `O link funciona uma única vez, dentro de ${ptCounted.lifetime(lifetime)}.`,
  orderSubject: '{program}: pedido {number} recebido',
  orderIntro: 'Obrigado pelo seu pedido. Avisaremos quando ele for enviado.',
  orderNumber: 'Número do pedido',
  orderItems: 'Itens',
  quantity: 'Quantidade',
  points: ptCounted.points,
  total: 'Total',
  shipTo: 'Endereço de entrega',
  viewOrder: 'Ver seu pedido',
  shippedSubject: '{program}: pedido {number} enviado',
  shippedIntro: 'Boa notícia: estes itens do seu pedido {number} estão a caminho.',
  tracking: 'Código de rastreio',
  track: 'Rastrear a encomenda',
  cancelledSubject: '{program}: pedido {number} cancelado',
  cancelledIntro: 'Seu pedido {number} foi cancelado; estes itens não serão enviados:',
  cancelledRefund: 'Reembolso no seu saldo: {points}.',
  cancelledChooseAgain: 'Você pode escolher um presente novamente.',
};

// Dutch counts hours in the singular: 2 uur.
const nlCounted = counted('nl', {
  minute: { one: 'minuut', other: 'minuten' },
  hour: { one: 'uur', other: 'uur' },
  day: { one: 'dag', other: 'dagen' },
  point: { one: 'punt', other: 'punten' },
});

const nl: MailTexts = {
  colon: ': ',
  greeting: 'Hallo {name},',
  footer: 'U ontvangt dit bericht als deelnemer aan {program}.',
  linkFallback: 'Werkt de knop niet? Kopieer dit adres naar uw browser:',
  resetSubject: 'Stel uw wachtwoord voor {program} opnieuw in',
  resetIntro: 'Er is gevraagd het wachtwoord van uw {program}-account opnieuw in te stellen. Kies hier een nieuw wachtwoord:',
  resetAction: 'Kies een nieuw wachtwoord',
  resetIgnore: 'Hebt u dit niet gevraagd? Negeer dan dit bericht: uw wachtwoord blijft ongewijzigd.',
  inviteSubject: 'Uw {program}-account staat klaar',
  inviteIntro: 'U bent uitgenodigd voor {program}. Kies uw wachtwoord om in te loggen:',
  inviteAction: 'Kies uw wachtwoord',
  linkExpiry: (lifetime) => `De link werkt één keer, binnen ${nlCounted.lifetime(lifetime)}.`,
  orderSubject: '{program}: bestelling {number} ontvangen',
  orderIntro: 'Bedankt voor uw bestelling. We laten het u weten zodra die verzonden is.',
  orderNumber: 'Bestelnummer',
  orderItems: 'Artikelen',
  quantity: 'Aantal',
  points: nlCounted.points,
  total: 'Totaal',
  shipTo: 'Verzendadres',
  viewOrder: 'Bekijk uw bestelling',
  shippedSubject: '{program}: bestelling {number} is verzonden',
  shippedIntro: 'Goed nieuws: deze artikelen van uw bestelling {number} zijn onderweg.',
  tracking: 'Trackingnummer',
  track: 'Volg het pakket',
  cancelledSubject: '{program}: bestelling {number} geannuleerd',
  cancelledIntro: 'Uw bestelling {number} is geannuleerd; deze artikelen worden niet verzonden:',
  cancelledRefund: 'Teruggezet op uw saldo: {points}.',
  cancelledChooseAgain: 'U kunt opnieuw een cadeau kiezen.',
};

export const MAIL_TEXTS: Readonly<Record<Locale, MailTexts>> = { en, fr, sp, ge, it, pt, nl };
