/** The Battle Spirits attack step: the shared board with BS's panels, its battle and its table. */
import { GameBoard } from '../kit/GameBoard.tsx';
import { bsUi } from './panels.tsx';

const BsBoard = () => <GameBoard ui={bsUi} />;

export default BsBoard;
