// Compiles TidelineToken.sol with the pure-JS solc (a dev dependency) into token-artifact.json,
// which the gateway deploys. Run after editing the contract: node compile-token.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const solc = createRequire(import.meta.url)('solc');
const here = new URL('.', import.meta.url);
const input = {
  language: 'Solidity',
  // Shanghai: the newest fork the local chain (ganache 7.9) runs.
  sources: { 'TidelineToken.sol': { content: readFileSync(new URL('TidelineToken.sol', here), 'utf8') } },
  settings: {
    evmVersion: 'shanghai',
    optimizer: { enabled: true, runs: 200 },
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  },
};
const output = JSON.parse(solc.compile(JSON.stringify(input)));
const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
const contract = output.contracts['TidelineToken.sol'].TidelineToken;
const artifact = {
  compiler: `solc ${solc.version()}`,
  abi: contract.abi,
  bytecode: `0x${contract.evm.bytecode.object}`,
};
writeFileSync(new URL('token-artifact.json', here), `${JSON.stringify(artifact, null, 1)}\n`);
