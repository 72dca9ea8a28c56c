'use client';

export { default } from '@/components/error-boundary-screen';
