import { renderMail, type MailShop, type RenderedMail } from "~/modules/mail/layout";

/** The piece an alert is for, and the links of its mail (each carries the alert's key). */
export interface StockAlertMail {
  /** The product's name with the variant's values ('Saba Accent Chair (Khaddar)'). */
  piece: string;
  pieceUrl: string;
  /** Opens the alert's page: to confirm it, or to stop it. */
  alertUrl: string;
  unsubscribeUrl: string;
}

const ONE_MAIL = "One e-mail when it is back, nothing else: we do not add you to any list.";

/** To the address typed on the form: the link that confirms the alert. Nobody gets an alert who did not click it. */
export function confirmStockAlertMail(mail: StockAlertMail, shop: MailShop): RenderedMail {
  return renderMail(
    {
      subject: `Confirm your alert for the ${mail.piece}`,
      preheader: "One click, and we write the day it is back in stock.",
      heading: "Confirm your stock alert",
      blocks: [
        {
          kind: "paragraph",
          text: `You asked us to tell you when the ${mail.piece} is back in stock. Please confirm that this is your address.`,
        },
        { kind: "button", label: "Confirm the alert", url: mail.alertUrl },
        { kind: "paragraph", text: ONE_MAIL },
        {
          kind: "note",
          text: `Did not ask? Ignore this e-mail: without your click we never write again. To stop it now: ${mail.unsubscribeUrl}`,
        },
      ],
    },
    shop,
  );
}

/** To an address already waiting for the piece that asked again: the alert stands, nothing to confirm. */
export function stockAlertStandsMail(mail: StockAlertMail, shop: MailShop): RenderedMail {
  return renderMail(
    {
      subject: `You are on the list for the ${mail.piece}`,
      preheader: "Your alert is confirmed: we write the day it is back.",
      heading: "Your alert is already on",
      blocks: [
        {
          kind: "paragraph",
          text: `This address already waits for the ${mail.piece}. We will write once, the day it is back in stock.`,
        },
        { kind: "button", label: "See the piece", url: mail.pieceUrl },
        { kind: "note", text: `No longer interested? Stop the alert: ${mail.unsubscribeUrl}` },
      ],
    },
    shop,
  );
}

/** The alert itself: the piece is back. Pieces are not held, so it says so. */
export function backInStockMail(mail: StockAlertMail, shop: MailShop): RenderedMail {
  return renderMail(
    {
      subject: `Back in stock: the ${mail.piece}`,
      preheader: "The piece you asked about can be ordered again.",
      heading: "It is back in stock",
      blocks: [
        { kind: "paragraph", text: `Good news: the ${mail.piece} you asked about can be ordered again.` },
        { kind: "button", label: "See the piece", url: mail.pieceUrl },
        {
          kind: "paragraph",
          text: "Pieces are not held for alerts: everyone who asked hears at the same moment, in the order they asked, and the first orders take them.",
        },
        {
          kind: "note",
          text: `This was your one alert for this piece. Stop every alert to this address: ${mail.unsubscribeUrl}`,
        },
      ],
    },
    shop,
  );
}

/** To the shop: as many people as the owner set wait for one sold-out piece (the settings' threshold). */
export function stockDemandMail(
  demand: { piece: string; waiting: number; adminUrl: string },
  shop: MailShop,
): RenderedMail {
  return renderMail(
    {
      subject: `${demand.waiting} people wait for the ${demand.piece}`,
      preheader: "Demand for a sold-out piece: worth making or ordering more?",
      heading: "Demand for a sold-out piece",
      blocks: [
        {
          kind: "paragraph",
          text: `${demand.waiting} people have confirmed that they want to hear when the ${demand.piece} is back in stock. Each will get one mail the moment its stock goes up.`,
        },
        { kind: "button", label: "See who waits", url: demand.adminUrl },
        {
          kind: "note",
          text: "You hear this once each time the number of people waiting reaches the figure set under Settings, Mails to the shop.",
        },
      ],
    },
    shop,
  );
}
