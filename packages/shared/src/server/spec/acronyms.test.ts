import { describe, expect, it } from 'vitest';
import { fixtureChunk } from '../conformance/fixtures.js';
import { readAcronyms, specAcronyms } from './acronyms.js';

const c = (method: string, path: string, summary: string, extra = '') => fixtureChunk('api', method, path, summary, extra);
const k8s = [
  c('GET', '/api/v1/namespaces/{namespace}/persistentvolumeclaims', 'list or watch objects of kind PersistentVolumeClaim'),
  c('POST', '/api/v1/namespaces/{namespace}/persistentvolumeclaims', 'create a PersistentVolumeClaim'),
  c('DELETE', '/api/v1/namespaces/{namespace}/persistentvolumeclaims/{name}', 'delete a PersistentVolumeClaim'),
  c('GET', '/api/v1/namespaces/{namespace}/pods', 'list or watch objects of kind Pod'),
  c('PATCH', '/api/v1/namespaces/{namespace}/pods/{name}', 'partially update the specified Pod'),
];
const vocab = new Set(['persistentvolumeclaims', 'persistent', 'volume', 'claim', 'pod', 'pods', 'namespace', 'namespaces', 'list', 'delete']);
const known = (w: string) => vocab.has(w) || vocab.has(w.replace(/s$/, ''));

describe("the spec's acronyms", () => {
  it('spells out an acronym of a term the spec writes as one identifier, in capitals or not, singular or plural', () => {
    const acronyms = specAcronyms(k8s);
    expect(acronyms.short.get('pvc')?.phrase).toBe('persistent volume claim');
    expect(readAcronyms('list the PVCs in namespace db', acronyms, known)).toBe('list the persistent volume claims in namespace db');
    expect(readAcronyms('delete pvc data-0', acronyms, known)).toBe('delete persistent volume claim data-0');
  });

  it('leaves a value, a word of the spec and a capitalised word alone', () => {
    const acronyms = specAcronyms(k8s);
    // Inside a value ("pvc-1"), a word the spec uses ("pod"), a name ("Pvc") and a two-letter word in lower case.
    expect(readAcronyms('show claim pvc-1', acronyms, known)).toBe('show claim pvc-1');
    expect(readAcronyms('list the pods', acronyms, known)).toBe('list the pods');
    expect(readAcronyms('ask Pvc about it', acronyms, known)).toBe('ask Pvc about it');
  });

  it('counts an operation once across its API versions, and a term inside a longer identifier as no term of its own', () => {
    // Three versions of ResourceClaim and a ResourceClaimTemplate would outnumber ReplicationController, counted naively.
    const chunks = [
      ...['v1', 'v1beta1', 'v1beta2'].flatMap((v) => [
        c('GET', `/apis/resource.k8s.io/${v}/namespaces/{namespace}/resourceclaims`, 'list or watch objects of kind ResourceClaim'),
        c('POST', `/apis/resource.k8s.io/${v}/namespaces/{namespace}/resourceclaimtemplates`, 'create a ResourceClaimTemplate'),
        c('DELETE', `/apis/resource.k8s.io/${v}/namespaces/{namespace}/resourceclaimtemplates/{name}`, 'delete a ResourceClaimTemplate'),
      ]),
      c('GET', '/api/v1/namespaces/{namespace}/replicationcontrollers', 'list or watch objects of kind ReplicationController'),
      c('POST', '/api/v1/namespaces/{namespace}/replicationcontrollers', 'create a ReplicationController'),
    ];
    const acronyms = specAcronyms(chunks);
    expect(acronyms.short.get('rc')).toEqual({ phrase: 'replication controller', uses: 2 });
    expect(acronyms.short.get('rct')?.uses).toBe(2);
    // Two letters in lower case are read only before the value that names one.
    expect(readAcronyms('patch the status of rc legacy-rc in namespace old', acronyms, () => false)).toBe('patch the status of replication controller legacy-rc in namespace old');
    expect(readAcronyms('scale rc 7', acronyms, () => false)).toBe('scale replication controller 7');
    expect(readAcronyms('is rc the right one?', acronyms, () => false)).toBe('is rc the right one?');
    // An everyday acronym means its everyday thing, whatever term of the spec has its initials.
    const classes = specAcronyms([c('GET', '/apis/scheduling.k8s.io/v1/priorityclasses', 'list or watch objects of kind PriorityClass'), c('POST', '/apis/scheduling.k8s.io/v1/priorityclasses', 'create a PriorityClass')]);
    expect(classes.short.get('pc')?.phrase).toBe('priority class');
    expect(readAcronyms('how do I build a gaming PC on a budget?', classes, () => false)).toBe('how do I build a gaming PC on a budget?');
  });

  it('reads no acronym from a phrase the spec never writes as one identifier, nor from verbs and parameters', () => {
    // "promotion code" is free text here and `{comment_id}` a parameter: neither is a term of the spec.
    const chunks = [
      c('GET', '/v1/promotion_codes', 'list promotion code objects'),
      c('POST', '/v1/promotion_codes', 'create a promotion code'),
      c('POST', '/repos/{owner}/{repo}/comments/{comment_id}', 'update a comment'),
      c('GET', '/repos/{owner}/{repo}/comments/{comment_id}', 'get a comment'),
      c('GET', '/v1/things', 'list the coupon codes'),
      c('POST', '/v1/things', 'create the coupon codes'),
    ];
    const acronyms = specAcronyms(chunks);
    expect(acronyms.short.has('pc')).toBe(true); // promotion_codes is an identifier of the path
    expect(acronyms.short.has('ci')).toBe(false);
    expect(acronyms.short.has('cc')).toBe(false);
    expect(readAcronyms('did my CI pass?', acronyms, () => false)).toBe('did my CI pass?');
  });

  it('adds a path word the spec writes in capitals after the phrase of its text with those initials', () => {
    const chunks = [
      c('GET', '/ooo_entries/{ooo_entry_gid}', 'Get an OOO entry'),
      c('POST', '/ooo_entries', 'Create an OOO entry', 'user: the user who is out of office'),
    ];
    const acronyms = specAcronyms(chunks);
    expect(acronyms.long.get('out of office')).toBe('ooo');
    expect(readAcronyms('set my out-of-office for next week', acronyms, () => false)).toBe('set my out-of-office ooo for next week');
    expect(readAcronyms('who is out of office ooo today?', acronyms, () => false)).toBe('who is out of office ooo today?');
  });
});
