import { AppError, UnavailableError, type Transcriber, type TranscriberStatus, type Transcript } from '@specwise/shared/server';

/** The gateway's client of a separate transcribe service (TRANSCRIBE_URL). */
export function remoteTranscriber(base: string): Transcriber {
  async function call<T>(path: string, init?: RequestInit): Promise<T> {
    let res: Response;
    try {
      res = await fetch(new URL(path, base), init);
    } catch (err) {
      throw new UnavailableError('transcribe_unavailable', `the transcribe service at ${base} is not reachable: ${(err as Error).message}`);
    }
    const body = (await res.json().catch(() => null)) as (T & { error?: { code: string; message: string } }) | null;
    if (!res.ok || !body) throw new AppError(body?.error?.code ?? 'transcribe_failed', body?.error?.message ?? `transcribe service answered HTTP ${res.status}`, res.ok ? 502 : res.status);
    return body;
  }
  return {
    async ready() {
      return (await this.status()).reason;
    },
    async status(): Promise<TranscriberStatus> {
      return call<TranscriberStatus>('/transcribe/status');
    },
    async transcribe(audio: Buffer, mimeType: string): Promise<Transcript> {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(audio)], { type: mimeType || 'application/octet-stream' }), 'audio');
      return call<Transcript>('/transcribe', { method: 'POST', body: form });
    },
  };
}
