import { describe, expect, it } from 'vitest';
import { fixtureChunk } from '@specwise/shared/server/testing-fixtures';
import { addPrerequisites, buildFinderIndex, resourceOfParam, selfOperation, singular } from './prerequisites.js';
import { understand } from './understand.js';

const vocab = new Set(['movie', 'movies', 'credits', 'album', 'albums', 'search', 'playlist', 'playlists', 'user', 'users', 'pet', 'order']);
const ask = (q: string) => understand(q, vocab);

const withParams = (c: ReturnType<typeof fixtureChunk>, params: Array<{ name: string; in?: string; enum?: string[] }>) => ({
  ...c,
  detail: { ...c.detail, parameters: params.map((p) => ({ name: p.name, in: p.in ?? 'query', type: 'string', required: false, ...(p.enum ? { enum: p.enum } : {}) })) },
});

describe('prerequisite operations', () => {
  const searchMovie = withParams(fixtureChunk('s', 'GET', '/search/movie', 'Search movies'), [{ name: 'query' }]);
  const search = withParams(fixtureChunk('s', 'GET', '/search', 'Search'), [{ name: 'q' }, { name: 'type', enum: ['album', 'artist', 'track'] }]);
  const credits = fixtureChunk('s', 'GET', '/movie/{movie_id}/credits', 'Get credits');
  const albumTracks = fixtureChunk('s', 'GET', '/albums/{id}/tracks', 'Get album tracks');
  const saveAlbums = withParams(fixtureChunk('s', 'PUT', '/me/albums', 'Save albums'), [{ name: 'ids' }]);
  const me = fixtureChunk('s', 'GET', '/me', 'Get current user');
  const createPlaylist = fixtureChunk('s', 'POST', '/users/{user_id}/playlists', 'Create playlist');
  const finders = buildFinderIndex([searchMovie, search, credits, albumTracks, saveAlbums, me]);

  it('knows which resource an id names', () => {
    expect(resourceOfParam('/movie/{movie_id}/credits', 'movie_id')).toBe('movie');
    expect(resourceOfParam('/albums/{id}/tracks', 'id')).toBe('album');
    expect(resourceOfParam('/repos/{owner}/{repo}/issues/{issue_number}/comments', 'issue_number')).toBe('issue');
    expect(resourceOfParam('/repos/{owner}/{repo}/commits/{commit_sha}/comments', 'commit_sha')).toBe('commit');
    expect(resourceOfParam('/people/{personId}', 'personId')).toBe('person');
    // A generic `{name}` is its segment's: a pod, a service account (Kubernetes spells every id so).
    expect(resourceOfParam('/api/v1/namespaces/{namespace}/pods/{name}', 'name')).toBe('pod');
    expect(resourceOfParam('/namespaces/{namespace}/serviceaccounts/{name}/token', 'name')).toBe('serviceaccount');
    expect(resourceOfParam('/users/{username}', 'username')).toBe('user');
    expect(['categories', 'boxes', 'pets', 'status'].map(singular)).toEqual(['category', 'box', 'pet', 'status']);
    // "-es" is the plural's after a sibilant, the word's own "e" after anything else.
    expect(['addresses', 'statuses', 'matches', 'pushes'].map(singular)).toEqual(['address', 'status', 'match', 'push']);
    expect(['releases', 'licenses', 'purchases', 'responses', 'databases'].map(singular)).toEqual(['release', 'license', 'purchase', 'response', 'database']);
    // The irregular plural APIs name collections by.
    expect(singular('people')).toBe('person');
  });

  it('indexes GET operations with a free-text parameter by the resources they find', () => {
    expect(finders.get('movie')?.map((c) => c.path)).toEqual(['/search/movie']);
    expect(finders.get('album')?.map((c) => c.path)).toEqual(['/search']);
    expect(finders.has('credit')).toBe(false);
  });

  it('adds the finder right after the operation that needs the id, only when something is named', () => {
    const named = addPrerequisites(ask('Who acted in Titanic?'), [credits, albumTracks], finders, { triggers: 3 });
    expect(named.ranked.map((c) => c.path)).toEqual(['/movie/{movie_id}/credits', '/search/movie', '/albums/{id}/tracks', '/search']);
    expect(named.added[0]).toMatchObject({ provider: searchMovie, param: 'movie_id', consumer: credits });
    expect(addPrerequisites(ask('who acted in the top movie?'), [credits], finders, { triggers: 3 }).ranked).toEqual([credits]);
    expect(addPrerequisites(ask('Save Mojito to my library'), [saveAlbums], finders, { triggers: 3 }).ranked.map((c) => c.path)).toEqual(['/me/albums', '/search']);
  });

  it('looks up nothing the question gives itself', () => {
    // "tracks of album 4aawyAB9…": the id is given; the search that would find it by name is no step.
    const given = () => new Set(['id']);
    expect(addPrerequisites(ask('list the tracks of album 4aawyAB9vmqN3uQ7FjRGTy'), [albumTracks], finders, { triggers: 3, given }).ranked).toEqual([albumTracks]);
    expect(addPrerequisites(ask('list the tracks of album 4aawyAB9vmqN3uQ7FjRGTy'), [albumTracks], finders, { triggers: 3 }).ranked.map((c) => c.path)).toEqual(['/albums/{id}/tracks', '/search']);
  });

  it('adds the current-user operation for a user id when the question speaks of the caller', () => {
    const self = selfOperation([searchMovie, me]);
    expect(self?.path).toBe('/me');
    const r = addPrerequisites(ask('create a playlist for my running music'), [createPlaylist], finders, { triggers: 3, self });
    expect(r.ranked.map((c) => c.path)).toEqual(['/users/{user_id}/playlists', '/me']);
    expect(addPrerequisites(ask('create a playlist for user 42'), [createPlaylist], finders, { triggers: 3, self }).ranked).toEqual([createPlaylist]);
  });

  it("never takes a repository owner for the caller", () => {
    const user = fixtureChunk('g', 'GET', '/user', 'Get the authenticated user');
    const pulls = fixtureChunk('g', 'GET', '/repos/{owner}/{repo}/pulls', 'List pull requests');
    expect(addPrerequisites(ask('list the open pull requests of my repository'), [pulls], new Map(), { triggers: 3, self: user }).ranked).toEqual([pulls]);
  });
});

describe('the current-user operation', () => {
  it('fills a user id in the path, not a list of other users to follow', () => {
    const me = fixtureChunk('s', 'GET', '/me', 'Get current user');
    const follow = { ...fixtureChunk('s', 'PUT', '/me/following', 'Follow artists or users'), detail: { ...fixtureChunk('s', 'PUT', '/me/following', 'x').detail, parameters: [{ name: 'type', in: 'query', type: 'string', required: true, enum: ['artist', 'user'] }, { name: 'ids', in: 'query', type: 'string', required: true }] } };
    expect(addPrerequisites(ask('follow some users for me'), [follow], new Map(), { triggers: 3, self: me }).ranked).toEqual([follow]);
  });
});

