import 'server-only';
import { getScriptNonceFromHeader } from 'next/dist/server/app-render/get-script-nonce-from-header';
import { headers } from 'next/headers';

/**
 * The script nonce of the page being rendered, read the way Next.js reads it for its own scripts:
 * from the policy the server hands over with the request (src/server/page-handler.ts). For the
 * page's own <script> elements.
 */
export async function pageNonce(): Promise<string | undefined> {
  const policy = (await headers()).get('content-security-policy');
  return policy ? getScriptNonceFromHeader(policy) : undefined;
}
