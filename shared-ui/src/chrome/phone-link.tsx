export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A number as the school writes it, never broken across lines. */
export const phoneText = (phone: string) => phone.replace(/ /g, '\u00a0');

export function PhoneLink({ phone }: { phone: string }) {
  return <a href={telHref(phone)}>{phoneText(phone)}</a>;
}
