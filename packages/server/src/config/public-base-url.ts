/** Addresses that mean "every interface": a browser reaches them as localhost. */
const ANY_ADDRESS = new Set(['0.0.0.0', '::', '[::]', '::0']);

/**
 * Outside production, PUBLIC_BASE_URL defaults to where the server really listens: HOST and
 * PORT, with localhost for an every-interface HOST. Production sets PUBLIC_BASE_URL itself.
 */
export function listeningBaseUrl(host: string, port: number): string {
  const name = ANY_ADDRESS.has(host) ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** The one spelling every absolute link starts with: no trailing slash. */
export function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
