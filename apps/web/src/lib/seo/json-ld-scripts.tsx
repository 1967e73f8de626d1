import { pageNonce } from '../security/page-nonce';
import { type JsonLdNode, jsonLdText } from './json-ld';

/** One <script type="application/ld+json"> per node, each carrying the page's CSP nonce. */
export async function JsonLdScripts({ nodes }: { nodes: JsonLdNode[] }) {
  const nonce = await pageNonce();
  return nodes.map((node) => (
    <script
      key={node['@type']}
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: jsonLdText(node) }}
    />
  ));
}
