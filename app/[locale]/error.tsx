'use client';

export { ServerErrorScreen as default } from '@/components/server-error-screen';
