import { describe, expect, it } from 'vitest';
import { isFollowUp, resourceOf, standaloneQuestion } from './follow-up.js';

const addPet = { question: 'how do I add a new pet?', operation: { method: 'POST', path: '/pet', summary: 'Add a new pet to the store.' } };
const refund = { question: 'how do I refund a charge?', operation: { method: 'POST', path: '/v1/refunds', summary: 'Create a refund' } };

describe('follow-up questions', () => {
  it('name the resource an operation is about', () => {
    expect(resourceOf('/pet/{petId}')).toBe('pet');
    expect(resourceOf('/v1/refunds/{refund}')).toBe('refund');
    expect(resourceOf('/v1/refunds/{refund}/cancel')).toBe('refund');
    expect(resourceOf('/apis/apps/v1/namespaces/{namespace}/deployments')).toBe('deployment');
  });

  it('with an action of their own are about the same resource', () => {
    expect(standaloneQuestion('and how do I delete it?', addPet)).toBe('How do I delete the pet?');
    expect(standaloneQuestion('how can I list them?', refund)).toBe('How can I list the refund?');
    // Where the previous question was, unless the follow-up says where.
    const services = { question: 'list the services in namespace shop', operation: { method: 'GET', path: '/api/v1/namespaces/{namespace}/services', summary: 'list objects of kind Service' } };
    expect(standaloneQuestion('and how do I delete it?', services)).toBe('How do I delete the service in namespace shop?');
    expect(standaloneQuestion('and how do I delete it in namespace dev?', services)).toBe('How do I delete the service in namespace dev?');
  });

  it('without an action are about the same operation', () => {
    expect(standaloneQuestion('what does it return?', refund)).toBe('What does Create a refund (POST /v1/refunds) return?');
    expect(standaloneQuestion('and which fields are required?', addPet)).toBe('Which fields are required for Add a new pet to the store (POST /pet)?');
  });

  it('leave questions that stand on their own, and first questions, as they are', () => {
    expect(isFollowUp('how do I create a customer?')).toBe(false);
    expect(standaloneQuestion('how do I create a customer?', refund)).toBe('how do I create a customer?');
    expect(standaloneQuestion('and how do I delete it?', null)).toBe('and how do I delete it?');
    expect(standaloneQuestion('and how do I delete it?', { question: 'bake a cake', operation: null })).toBe('and how do I delete it?');
  });
});

describe('RPC-style segments', () => {
  it('name an action on the resource before them', () => {
    expect(resourceOf('/pet/findByStatus')).toBe('pet');
  });
});
