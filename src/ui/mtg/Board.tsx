/** The MTG combat screen: the shared board with MTG's panels and its picture of combat. */
import { GameBoard } from '../kit/GameBoard.tsx';
import { mtgUi } from './panels.tsx';

const MtgBoard = () => <GameBoard ui={mtgUi} />;

export default MtgBoard;
