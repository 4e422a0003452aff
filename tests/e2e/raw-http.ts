// HTTP at the byte level for the server tests: requests fetch cannot send (TRACE, CONNECT, unknown methods, a
// Content-Length with no body, headers that never end) and requests on a fresh connection each.
import { request } from 'node:http';
import { connect } from 'node:net';

export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from sending until the server closed the connection (or until the answer, when it kept it). */
  ms: number;
}

/** Writes `payload` on a new TCP connection and reads until the server closes it or `waitMs` passes. */
export function rawExchange(port: number, payload: string, waitMs = 10_000): Promise<RawReply | null> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let data = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(payload));
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseReply(data, Date.now() - started));
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (d) => (data += d.toString('latin1')));
    socket.on('close', finish);
    socket.on('error', (e) => (data ? finish() : reject(e)));
  });
}

function parseReply(data: string, ms: number): RawReply | null {
  const end = data.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine, ...lines] = data.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const i = line.indexOf(':');
    headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { status: Number(statusLine?.split(' ')[1]), headers, body: data.slice(end + 4), ms };
}

/** One request on its own connection (no keep-alive reuse), so the cluster may hand it to any worker. */
export function freshRequest(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawReply> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => {
        const headers = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)]));
        resolve({ status: res.statusCode ?? 0, headers, body, ms: Date.now() - started });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}
