// `dasha completion bash|zsh`: a completion script with everything it offers written in (commands,
// each command's options, resource names, operationIds), so completing needs no run of dasha. zsh
// reads the bash function through bashcompinit, which every zsh ships.
import { operations } from '../generated/operations';
import { cliResources } from './resources';
import { UsageError } from './usage';

/** A command's options as the script offers them. */
export type OptionNames = Record<string, readonly string[]>;

const quote = (words: readonly string[]) => words.join(' ');

/** The bash function: the command first, then its options, and what each takes. */
function bashScript(options: OptionNames): string {
  const commands = Object.keys(options);
  const perCommand = commands.map((c) => `    ${c}) opts="${quote(options[c]!)}" ;;`).join('\n');
  return `# dasha completion for bash (source <(dasha completion bash))
_dasha_resources="${quote(cliResources.map((r) => r.name))}"
_dasha_operations="${quote(Object.keys(operations))}"
_dasha() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}" cmd="\${COMP_WORDS[1]}" opts=""
  if [ "$COMP_CWORD" -eq 1 ]; then
    COMPREPLY=( $(compgen -W "${quote(commands)} --help --version" -- "$cur") )
    return
  fi
  case "$cmd" in
${perCommand}
  esac
  case "$prev" in
    --out|-o|--file) COMPREPLY=( $(compgen -f -- "$cur") ); return ;;
    --format) COMPREPLY=( $(compgen -W "table json jsonl csv" -- "$cur") ); return ;;
    --base-url|--query|-q|--param|-p|--body|--page|--size|--concurrency|--tenant|--user|--password|--refresh-token) return ;;
  esac
  if [[ "$cur" == -* ]]; then
    COMPREPLY=( $(compgen -W "$opts" -- "$cur") )
    return
  fi
  case "$cmd" in
    list|export|get) COMPREPLY=( $(compgen -W "$_dasha_resources" -- "$cur") ) ;;
    call) COMPREPLY=( $(compgen -W "$_dasha_operations" -- "$cur") ) ;;
    completion) COMPREPLY=( $(compgen -W "bash zsh" -- "$cur") ) ;;
  esac
}
complete -o default -F _dasha dasha
`;
}

/** The completion script for `shell`. */
export function completionScript(shell: string | undefined, options: OptionNames): string {
  if (shell === 'bash') return bashScript(options);
  if (shell === 'zsh')
    return `# dasha completion for zsh (source <(dasha completion zsh)): the bash completion through bashcompinit
autoload -U +X compinit && compinit
autoload -U +X bashcompinit && bashcompinit
${bashScript(options)}`;
  throw new UsageError(`dasha completion takes bash or zsh${shell ? `, got "${shell}"` : ''}.`);
}
