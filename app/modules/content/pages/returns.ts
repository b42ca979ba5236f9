import type { InfoStep } from "../components/info-steps";

export const returnConditions = [
  "The piece is unused, in its original condition, and has not been altered or moved to another address.",
  "You have your order number or invoice.",
  "Change-of-mind returns are collected at the standard delivery charge for your zone; returns for defects or our mistakes are collected free.",
  "Factory-outlet, display and clearance items are final sale unless faulty.",
  "Mattresses, pillows and bedding cannot be returned once unsealed, for hygiene reasons.",
] as const;

export const returnSteps: readonly InfoStep[] = [
  {
    title: "Tell us",
    text: "Contact us within the return window with your order number, the items and the reason. Photos help for defects.",
  },
  {
    title: "Approval",
    text: "We confirm within 24 hours whether the return is accepted and book a collection slot that suits you.",
  },
  {
    title: "Collection",
    text: "Our own team collects and wraps the piece. It is inspected at our Lahore workshop within 3 working days.",
  },
  {
    title: "Refund or exchange",
    text: "Once inspected, we refund you or deliver the exchange, keeping you informed at every step.",
  },
];

export const refundPoints = [
  "Refunds are issued within 7 working days of the inspection, to the account you paid from.",
  "Cash on Delivery orders are refunded by bank transfer to a Pakistani account (IBAN) in the buyer's name.",
  "For an exchange, we charge or refund the price difference; if the new piece costs less, the balance is refunded the same way.",
  "Delivery charges are refunded in full when the return is due to a defect, damage or a mistake on our part.",
] as const;
