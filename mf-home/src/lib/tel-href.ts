/** A tel: link for a phone number as written ("+91 712 255 1970" → "tel:+917122551970"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
