export { down, up } from '../../gateway-security/migration.ts';
