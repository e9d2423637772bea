/** The FaB combat screen: the shared board with FaB's panels and its combat chain. */
import { GameBoard } from '../kit/GameBoard.tsx';
import { fabUi } from './panels.tsx';

const FabBoard = () => <GameBoard ui={fabUi} />;

export default FabBoard;
