import { type Socket, connect } from 'node:net';

export interface RawAnswer {
  /** The status of the response the server wrote, or null when it closed without one. */
  status: number | null;
  /** Everything the server wrote. */
  text: string;
  /** Milliseconds from connecting to the server's answer or close. */
  afterMs: number;
}

/**
 * A raw HTTP/1.1 client for what `inject` cannot do: send the head, then as much of the body
 * as the test likes (or nothing), and see when the server answers or closes the connection.
 */
export function rawRequest(port: number, head: string): { socket: Socket; answer: Promise<RawAnswer> } {
  const socket = connect({ port, host: '127.0.0.1' });
  const started = performance.now();
  socket.write(head);
  const answer = new Promise<RawAnswer>((resolve) => {
    let text = '';
    const done = () => {
      const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
      resolve({ status: match ? Number(match[1]) : null, text, afterMs: performance.now() - started });
    };
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (/\r\n\r\n/.test(text)) done();
    });
    socket.on('close', done);
    socket.on('error', () => undefined);
  });
  return { socket, answer };
}

/** One GET of a path exactly as written (no client normalises it), the whole answer as text. */
export function rawGet(port: number, path: string): Promise<{ status: number; text: string }> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.end(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', fail);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      done({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]), text });
    });
  });
}
