import { useMemo } from 'react';
import { readConfig, type ClientConfig } from '../config';

export function useConfig(): ClientConfig {
  return useMemo(() => readConfig(), []);
}
