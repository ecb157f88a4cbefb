import { AppError, UnavailableError, type Transcriber } from '@specwise/shared/server';

/** The gateway's client of a separate transcribe service (TRANSCRIBE_URL). */
export function remoteTranscriber(base: string): Transcriber {
  return {
    async ready() {
      return null;
    },
    async transcribe(audio: Buffer, mimeType: string): Promise<string> {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(audio)], { type: mimeType || 'application/octet-stream' }), 'audio');
      let res: Response;
      try {
        res = await fetch(new URL('/transcribe', base), { method: 'POST', body: form });
      } catch (err) {
        throw new UnavailableError('transcribe_unavailable', `the transcribe service at ${base} is not reachable: ${(err as Error).message}`);
      }
      const body = (await res.json().catch(() => null)) as { transcript?: string; error?: { code: string; message: string } } | null;
      if (!res.ok) throw new AppError(body?.error?.code ?? 'transcribe_failed', body?.error?.message ?? `transcribe service answered HTTP ${res.status}`, res.status);
      return body?.transcript ?? '';
    },
  };
}
