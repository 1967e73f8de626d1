/** The order page's own addresses; the message link's key rides along so a link visitor stays on their order. */
const withKey = (path: string, key: string | undefined) => (key ? `${path}?k=${encodeURIComponent(key)}` : path);

export const orderPaths = {
  page: (name: string, key?: string) => withKey(`/account/orders/${encodeURIComponent(name)}`, key),
  invoice: (name: string, key?: string) => withKey(`/account/orders/${encodeURIComponent(name)}/invoice`, key),
  invoicePdf: (name: string, key?: string) => withKey(`/api/orders/${encodeURIComponent(name)}/invoice.pdf`, key),
  creditNote: (name: string, number: string, key?: string) =>
    withKey(`/account/orders/${encodeURIComponent(name)}/credit-notes/${encodeURIComponent(number)}`, key),
  creditNotePdf: (name: string, number: string, key?: string) =>
    withKey(`/api/orders/${encodeURIComponent(name)}/credit-notes/${encodeURIComponent(number)}/pdf`, key),
  paymentPage: (name: string, key?: string) => withKey(`/api/orders/${encodeURIComponent(name)}/payment-page`, key),
};
