pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls

// The family's own cards: draw a new one; choose one to open it again, copy it, delete it
// (asked first) or put it in (or take it out of) the deck being looked at. The named decks
// beside the cards (under them in portrait): make one, rename it, delete it (asked first; in
// kiosk mode only with the grown-ups' PIN).
FocusScope {
    id: screen
    objectName: "familyCardsScreen"
    property string asking: ""   // "", "deleteCard", "newDeck", "renameDeck", "deleteDeck", "draft"
    property string starting: ""   // asked about the unfinished drawing: the card to open ("": a new one)
    readonly property bool portrait: Theme.portrait
    // one drawing waits unfinished at a time, and another sheet drawn on takes its place:
    // starting another asks first (docs/adr/0007)
    function startDrawing(cardId: string) {
        if (FamilyCards.hasDraft) {
            starting = cardId
            asking = "draft"
        } else if (cardId === "") {
            FamilyCards.drawNew()
        } else {
            FamilyCards.openCard(cardId)
        }
    }
    readonly property bool cardChosen: FamilyCards.chosen !== ""
    readonly property bool deckChosen: FamilyCards.deck !== ""

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.gap

        ScreenHeader {
            Layout.fillWidth: true
            title: qsTr("Our own cards")
            titleName: "familyCardsTitle"
            subtitle: FamilyCards.countText
            backText: qsTr("Back")
            backFocus: false
            onBack: Navigator.back()
        }

        GridLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            columns: screen.portrait ? 1 : 2
            columnSpacing: Theme.gap
            rowSpacing: Theme.gap

            ColumnLayout {   // the cards
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: Theme.gapMedium
                Flow {   // draw; and what to do with the card chosen
                    objectName: "cardActions"
                    Layout.fillWidth: true
                    spacing: Theme.gapSmall
                    BigButton {
                        id: drawNew
                        objectName: "drawNewButton"
                        text: qsTr("Draw a new card")
                        focus: true
                        onActivated: screen.startDrawing("")
                    }
                    BigButton {
                        objectName: "goOnDrawingButton"
                        visible: FamilyCards.hasDraft
                        text: qsTr("Go on with the unfinished drawing")
                        tone: "paper"
                        font.pixelSize: Theme.fontSmall
                        onActivated: FamilyCards.goOnDrawing()
                    }
                    BigButton {
                        visible: screen.cardChosen
                        objectName: "openCardButton"
                        text: qsTr("Change it")
                        tone: "paper"
                        font.pixelSize: Theme.fontSmall
                        Accessible.name: qsTr("Change %1").arg(FamilyCards.chosenTitle)
                        onActivated: screen.startDrawing(FamilyCards.chosen)
                    }
                    BigButton {
                        visible: screen.cardChosen
                        objectName: "duplicateCardButton"
                        text: qsTr("Make a copy")
                        tone: "paper"
                        font.pixelSize: Theme.fontSmall
                        Accessible.name: qsTr("Make a copy of %1").arg(FamilyCards.chosenTitle)
                        onActivated: FamilyCards.duplicate(FamilyCards.chosen)
                    }
                    BigButton {
                        objectName: "deckCardButton"
                        visible: screen.cardChosen && screen.deckChosen
                        text: FamilyCards.chosenInDeck ? qsTr("Take out of %1").arg(FamilyCards.deckName)
                                                       : qsTr("Put in %1").arg(FamilyCards.deckName)
                        tone: "paper"
                        font.pixelSize: Theme.fontSmall
                        onActivated: FamilyCards.toggleInDeck(FamilyCards.chosen)
                    }
                    BigButton {
                        visible: screen.cardChosen
                        objectName: "deleteCardButton"
                        text: qsTr("Delete")
                        tone: "ghost"
                        font.pixelSize: Theme.fontSmall
                        Accessible.name: qsTr("Delete %1").arg(FamilyCards.chosenTitle)
                        onActivated: screen.asking = "deleteCard"
                    }
                }
                BodyText {
                    objectName: "noCardsYet"
                    visible: FamilyCards.cardCount === 0
                    Layout.fillWidth: true
                    text: qsTr("No cards yet. Draw the first one: a place, a dream, a feeling… anything a story could start from.")
                    color: Theme.moonlight
                    wrapMode: Text.WordWrap
                }
                GridView {
                    id: grid
                    objectName: "familyCardsGrid"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    boundsBehavior: Flickable.StopAtBounds
                    readonly property int across: Math.max(2, Math.floor(width / (Theme.cardWidth + Theme.gap)))
                    cellWidth: width / across
                    cellHeight: (cellWidth - Theme.gap) * Theme.cardAspect + Theme.fontSmall * Theme.cardLabelRoom * 2 + Theme.gap
                    model: FamilyCards.cards
                    // the card just saved or copied comes into view, however long the list
                    readonly property int chosenIndex: FamilyCards.chosenIndex
                    onChosenIndexChanged: if (chosenIndex >= 0) Qt.callLater(() => grid.positionViewAtIndex(chosenIndex, GridView.Contain))
                    Component.onCompleted: if (chosenIndex >= 0) Qt.callLater(() => grid.positionViewAtIndex(chosenIndex, GridView.Contain))
                    ScrollBar.vertical: ScrollBar {
                        policy: ScrollBar.AlwaysOn
                        visible: grid.contentHeight > grid.height
                    }
                    delegate: CardTile {
                        objectName: "familyCard_" + cardId
                        width: grid.cellWidth - Theme.gap
                        height: grid.cellHeight - Theme.gap
                        chosen: FamilyCards.chosen === cardId
                        showDeck: screen.deckChosen
                        onClicked: FamilyCards.chosen = (FamilyCards.chosen === cardId ? "" : cardId)
                        onDoubleClicked: screen.startDrawing(cardId)
                    }
                }
            }

            DeckList {   // the named decks
                Layout.fillWidth: screen.portrait
                Layout.fillHeight: !screen.portrait
                Layout.preferredWidth: screen.portrait ? -1 : Theme.sidePanelWidth
                Layout.preferredHeight: screen.portrait ? implicitHeight : -1
                onNewDeck: screen.asking = "newDeck"
                onRenameDeck: screen.asking = "renameDeck"
                onDeleteDeck: screen.asking = "deleteDeck"
            }
        }
    }

    Loader {
        anchors.fill: parent
        active: screen.asking === "deleteCard"
        sourceComponent: ConfirmDialog {
            objectName: "deleteCardDialog"
            question: qsTr("Delete %1?").arg(FamilyCards.chosenTitle)
            detail: qsTr("The card goes from every deck. This cannot be undone.")
            confirmText: qsTr("Yes, delete it")
            cancelText: qsTr("No, keep it")
            accent: Theme.warn
            Keys.onShortcutOverride: (event) => { event.accepted = event.key === Qt.Key_Escape }
            Keys.onEscapePressed: screen.asking = ""
            onConfirmed: {
                FamilyCards.remove(FamilyCards.chosen)
                screen.asking = ""
            }
            onCancelled: screen.asking = ""
        }
    }
    Loader {
        anchors.fill: parent
        active: screen.asking === "draft"
        sourceComponent: ConfirmDialog {
            objectName: "draftDialog"
            question: qsTr("You have an unfinished drawing")
            detail: qsTr("Go on with it, or start another one? If you draw another one, the unfinished drawing is thrown away.")
            confirmText: qsTr("Go on with it")
            cancelText: screen.starting === "" ? qsTr("Start a new one") : qsTr("Change this card")
            Keys.onShortcutOverride: (event) => { event.accepted = event.key === Qt.Key_Escape }
            Keys.onEscapePressed: screen.asking = ""
            onConfirmed: {
                screen.asking = ""
                FamilyCards.goOnDrawing()
            }
            onCancelled: {
                screen.asking = ""
                if (screen.starting === "")
                    FamilyCards.drawNew()
                else
                    FamilyCards.openCard(screen.starting)
            }
        }
    }
    Loader {
        anchors.fill: parent
        active: screen.asking === "newDeck" || screen.asking === "renameDeck"
        sourceComponent: NameDialog {
            renaming: screen.asking === "renameDeck"
            onClosed: screen.asking = ""
        }
    }
    Loader {
        anchors.fill: parent
        active: screen.asking === "deleteDeck"
        sourceComponent: DeckDeleteDialog {
            onClosed: screen.asking = ""
        }
    }
}
