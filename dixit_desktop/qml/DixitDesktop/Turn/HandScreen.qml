pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls
import DixitDesktop.Table
import DixitDesktop.Timers

// The storyteller's clue and a player's card choice. Shown only to the confirmed player
// (Party's clue screen is public: the clue comes before anyone looks at a hand). One tap on a
// card chooses it, and the button below is the one confirmation; it stands under the hand,
// so the chosen card stays in sight. The magnifier on a card shows it big.
FocusScope {
    id: screen
    readonly property bool isClue: Navigator.step !== Steps.PLAY
    readonly property bool publicClue: Navigator.step === Steps.PARTY_CLUE
    readonly property string frame: publicClue ? Round.storytellerColour : Choice.viewerColour
    property string zoomCard: ""
    property string zoomText: ""
    property bool keyboardClosed: false
    objectName: isClue ? "clueScreen" : "playScreen"

    PlayerFrame { colour: screen.frame }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.gap

        ScreenHeader {
            Layout.fillWidth: true
            titleName: "handTitle"
            titleColour: Theme.paper
            title: screen.publicClue ? qsTr("%1, say your clue aloud").arg(Round.storytellerName)
                 : screen.isClue ? qsTr("%1, you are the storyteller").arg(Choice.viewerName)
                 : qsTr("%1, choose %n card(s)", "", Choice.cardsToChoose).arg(Choice.viewerName)
            subtitle: screen.publicClue
                      ? qsTr("Everyone listens: in Party the clue comes before anyone looks at their cards.")
                      : screen.isClue ? qsTr("Pick a card, then give a clue: a word, a sentence, a sound.")
                      : qsTr("Choose %n card(s) that fit %1's clue.", "", Choice.cardsToChoose).arg(Round.storytellerName)
            playerColour: screen.frame
            playerSymbol: screen.publicClue ? Round.storytellerSymbol : Choice.viewerSymbol
            playerName: screen.publicClue ? Round.storytellerName : Choice.viewerName
            clearOfPause: true
        }

        TitleText {   // the clue, for the players choosing a card
            visible: !screen.isClue
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: Round.clueLine
            wrapMode: Text.WordWrap
            Accessible.role: Accessible.StaticText
            Accessible.name: qsTr("The clue: %1").arg(Round.clue)
        }

        HandRow {
            id: hand
            visible: !screen.publicClue
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: Theme.handMinHeight
            focus: !screen.isClue
            onCardTapped: (cardId) => Choice.toggleCard(cardId)
            onZoomRequested: (cardId, text) => { screen.zoomCard = cardId; screen.zoomText = text }
        }
        Item { visible: screen.publicClue; Layout.fillHeight: true }

        RowLayout {   // the clue: typed, or said aloud (or mimed / sung with the option)
            visible: screen.isClue
            Layout.fillWidth: true
            spacing: Theme.gap
            TextField {
                id: clueField
                objectName: "clueField"
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.touch
                // without a typed clue, words typed here are still what everyone reads as the
                // clue (every screen, the album): the field says so
                placeholderText: Choice.clueKind === Choice.TYPED ? qsTr("Your clue") : qsTr("Words for everyone to see (optional)")
                text: Choice.clueText
                maximumLength: Choice.maxClueLength
                font.family: Theme.textFont
                font.pixelSize: Theme.fontLarge
                color: Theme.ink
                focus: screen.isClue && !Settings.onScreenKeyboard   // the keyboard opens on a tap
                Accessible.name: qsTr("Clue")
                background: Rectangle { radius: Theme.radius; color: Theme.paper; border.color: clueField.activeFocus ? Theme.gold : Theme.paperShade; border.width: Theme.lineWidthBold }
                onTextChanged: Choice.clueText = text
                onActiveFocusChanged: if (activeFocus) screen.keyboardClosed = false
                onPressed: screen.keyboardClosed = false
                // Enter goes to the confirmation (or says what is still missing); the held
                // Enter or Space of the hold that opened this screen only auto-repeats here:
                // it never types, confirms or raises a message
                Keys.onPressed: (event) => {
                    if (event.isAutoRepeat && (event.key === Qt.Key_Return || event.key === Qt.Key_Enter
                                               || event.key === Qt.Key_Space))
                        event.accepted = true
                }
                onAccepted: Choice.canSubmit ? submit.forceActiveFocus() : Choice.submit()
            }
            Repeater {
                model: Choice.clueKinds
                delegate: BigButton {
                    required property var modelData   // {kind, id}
                    readonly property int kind: modelData.kind
                    visible: kind !== Choice.TYPED
                    objectName: "clueKind_" + modelData.id
                    tone: Choice.clueKind === kind ? "gold" : "ghost"
                    font.pixelSize: Theme.fontBody
                    text: kind === Choice.ALOUD ? qsTr("Said aloud")
                        : kind === Choice.MIMED ? qsTr("Mimed") : qsTr("Sung")
                    Accessible.checkable: true
                    Accessible.checked: Choice.clueKind === kind
                    onActivated: Choice.clueKind = (Choice.clueKind === kind ? Choice.TYPED : kind)
                }
            }
        }

        CaptionText {   // what the words of a clue said aloud (or mimed, sung) become
            objectName: "clueShownNote"
            visible: screen.isClue && Choice.clueKind !== Choice.TYPED
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.moonlight
            text: qsTr("Any words you type are shown to everyone as your clue, and kept in the album.")
        }

        Loader {   // the on-screen keyboard, only while it is typed on
            Layout.fillWidth: true
            active: screen.isClue && Settings.onScreenKeyboard && clueField.activeFocus && !screen.keyboardClosed
            visible: active
            sourceComponent: OnScreenKeyboard {
                target: clueField
                onClosed: screen.keyboardClosed = true
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap
            SandTimer {   // gentle timers (Settings): only while one runs for this player
                Layout.preferredHeight: Theme.touch
                Layout.alignment: Qt.AlignVCenter
            }
            BodyText {
                objectName: "submitHint"
                Layout.fillWidth: true
                text: Choice.canSubmit ? qsTr("Once confirmed it cannot be changed.") : Choice.submitHint
                color: Theme.moonlight
                wrapMode: Text.WordWrap
            }
            BigButton {   // the one confirmation
                id: submit
                objectName: "submitButton"
                text: screen.isClue ? qsTr("Give this clue") : qsTr("Play this/these %n card(s)", "", Choice.cardsToChoose)
                enabled: Choice.canSubmit
                onActivated: Choice.submit()
            }
        }
    }

    Loader {   // a card shown big: "Choose this card" picks it
        anchors.fill: parent
        z: 50
        active: screen.zoomCard !== ""
        onActiveChanged: if (!active) hand.forceActiveFocus()
        sourceComponent: CardZoom {
            cardId: screen.zoomCard
            description: screen.zoomText
            clue: screen.isClue ? "" : Round.clueLine
            chosen: Choice.selectedCards.indexOf(screen.zoomCard) >= 0
            onChoose: { Choice.toggleCard(screen.zoomCard); screen.zoomCard = "" }
            onClose: screen.zoomCard = ""
        }
    }

    PressShield {}   // the hold that opened this screen lets go here without choosing a card
}
